import { decisionEffect, isFormerMarkReviewed } from '../../contract/schemas/decision-meaning.ts';

/**
 * A decision on a blocked message in words, from any word it is kept under (decision log,
 * archive, the service's status): what it did to the message. Undefined for no decision.
 */
export function blockedDecisionWords(word: string | null | undefined): string | undefined {
  const effect = decisionEffect(word);
  if (effect === 'rejected') return 'Marked reviewed (kept blocked)';
  if (effect !== 'approved') return undefined;
  return isFormerMarkReviewed(word)
    ? 'Approved (delivered: sent by the former "Mark reviewed")'
    : 'Approved (delivered)';
}

const FLAGGED: Readonly<Record<string, string>> = { approve: 'Approved', disapprove: 'Disapproved' };

/** A decision as the decision log keeps it, in words; an unknown word is shown as it is. */
export function loggedDecisionWords(queue: string, decision: string): string {
  const words = queue === 'flagged' ? FLAGGED[decision] : blockedDecisionWords(decision);
  return words ?? decision;
}
