import type { LiveDecision } from './live-queue.ts';

const DECISION_WORDS: Record<LiveDecision['decision'], string> = {
  approve: 'approved',
  review: 'approved',
  reject: 'marked reviewed',
  disapprove: 'hidden',
};

/** "approved by dana" */
export function decidedWords(decision: Pick<LiveDecision, 'decision' | 'username'>): string {
  return `${DECISION_WORDS[decision.decision]} by ${decision.username}`;
}
