import { decideBlockedMessage } from '../api/decisions.ts';
import type { BlockedDecision } from '../../contract/schemas/decisions.ts';
import { useDecisionQueue, type DecisionWords } from './use-decision-queue.tsx';

export interface BlockedDecisionItem {
  messageId: string;
  decision: BlockedDecision;
  ruleId?: string | undefined;
  revisionId?: string | undefined;
}

const WORDS: Record<BlockedDecision, DecisionWords> = {
  approve: { verb: 'Approve', soon: 'will be approved and delivered' },
  markReviewed: { verb: 'Mark reviewed', soon: 'will be marked reviewed and stay blocked' },
};

/** Decisions on blocked messages, with the rule and revision recorded beside each. */
export function useBlockedDecisions(appId: string) {
  return useDecisionQueue<BlockedDecisionItem>({
    appId,
    kind: 'blocked',
    words: WORDS,
    send: (item) => decideBlockedMessage(appId, item.messageId, item.decision, item),
  });
}
