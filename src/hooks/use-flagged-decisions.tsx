import { decideFlaggedMessage } from '../api/decisions.ts';
import type { FlaggedDecisionBody } from '../../contract/schemas/decisions.ts';
import { useDecisionQueue, type DecisionWords } from './use-decision-queue.tsx';

export interface FlaggedDecisionItem {
  messageId: string;
  decision: FlaggedDecisionBody['status'];
}

const WORDS: Record<FlaggedDecisionBody['status'], DecisionWords> = {
  approved: { verb: 'Approve', soon: 'will be approved: it stays visible' },
  disapproved: { verb: 'Disapprove', soon: 'will be disapproved: it is hidden from the conversation' },
};

/** Decisions on reported (flagged) messages. */
export function useFlaggedDecisions(appId: string) {
  return useDecisionQueue<FlaggedDecisionItem>({
    appId,
    kind: 'flagged',
    words: WORDS,
    send: (item) => decideFlaggedMessage(appId, item.messageId, item.decision),
  });
}
