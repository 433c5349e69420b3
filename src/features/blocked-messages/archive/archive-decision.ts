import type { ArchiveDecision } from '../../../../contract/schemas/archive.ts';
import { decisionEffect } from '../../../../contract/schemas/decision-meaning.ts';
import { blockedDecisionWords } from '../../../lib/decision-words.ts';

/** What a row's status says once its message is decided: short, with the decision in full words. */
export interface DecidedStatus {
  /** "approved" or "marked reviewed", as the status column shows it. */
  chip: string;
  effect: 'approved' | 'rejected';
  /** "Marked reviewed (kept blocked)": the decision as documented, for the drawer and the chip's title. */
  words: string;
}

/**
 * A record's status in the archive: the decision kept on it (or sent from this page) rather than
 * the "pending" it was archived with. `sentHere`: the word of a decision sent from this page and
 * not yet in the archive's copy. Undefined while the message is undecided.
 */
export function decidedStatus(
  decision: Pick<ArchiveDecision, 'status'> | undefined,
  sentHere?: string,
): DecidedStatus | undefined {
  const word = decision?.status ?? sentHere;
  const effect = decisionEffect(word);
  if (effect === undefined) return undefined;
  return {
    chip: effect === 'approved' ? 'approved' : 'marked reviewed',
    effect,
    words: blockedDecisionWords(word) ?? String(word),
  };
}
