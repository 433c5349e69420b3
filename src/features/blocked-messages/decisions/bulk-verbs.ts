import type { BlockedDecision } from '../../../../contract/schemas/decisions.ts';

/** A bulk decision's words: on its button, while it runs, and once it is done. */
export const VERBS: Record<BlockedDecision, { button: string; doing: string; done: string }> = {
  approve: { button: 'Approve…', doing: 'Approving', done: 'Approved and delivered' },
  markReviewed: { button: 'Mark reviewed…', doing: 'Marking reviewed', done: 'Marked reviewed (kept blocked)' },
};
