import { approvedLaterWords, revisionFigure, type ApprovedLaterAnswer } from '../../../../contract/approved-later.ts';
import type { RatePerDay, RevisionPerformance } from '../../../api/revision-performance.ts';

/** "0.4", "12": one decimal below ten a day, whole numbers above. */
export function formatPerDay(perDay: number): string {
  return perDay < 10 ? (Math.round(perDay * 10) / 10).toLocaleString('en') : Math.round(perDay).toLocaleString('en');
}

/**
 * A revision's "approved later" (the blocked page's figure, from the same answer): "2 of 8 blocks
 * approved later (25%)", or what is not known yet.
 */
export function approvedLaterCell(
  figures: ApprovedLaterAnswer | undefined,
  failed: boolean,
  ruleId: string,
  revisionId: string,
): string {
  if (failed) return 'not known: the archive did not answer';
  if (!figures) return 'counting…';
  return approvedLaterWords(revisionFigure(figures, ruleId, revisionId) ?? { blocked: 0, approved: 0 });
}

/** "2.1 a day (15 in 7 days)", or what the archive cannot tell. */
export function perDayWords(rate: RatePerDay): string {
  if (!rate) return 'not in the archive';
  const days = Math.round(rate.days * 10) / 10;
  return `${formatPerDay(rate.perDay)} a day (${rate.blocked.toLocaleString('en')} in ${days.toLocaleString('en')} day${days === 1 ? '' : 's'})`;
}

/** "3 approved (the block was wrong), 9 rejected, 30 not decided". */
export function decisionWords(entry: Pick<RevisionPerformance, 'approved' | 'rejected' | 'undecided'>): string {
  return `${entry.approved} approved (the block was wrong), ${entry.rejected} rejected, ${entry.undecided} not decided`;
}
