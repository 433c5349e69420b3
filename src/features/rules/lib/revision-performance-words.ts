import type { RatePerDay, RevisionPerformance } from '../../../api/revision-performance.ts';

/** "0.4", "12": one decimal below ten a day, whole numbers above. */
export function formatPerDay(perDay: number): string {
  return perDay < 10 ? (Math.round(perDay * 10) / 10).toLocaleString('en') : Math.round(perDay).toLocaleString('en');
}

/** "25%", or "no decisions yet". */
export function formatApprovedRate(rate: number | null): string {
  return rate === null ? 'no decisions yet' : `${Math.round(rate * 100)}%`;
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

/**
 * The revision whose decided blocks were most often wrong, when that says something: at least
 * `minDecided` decisions, and a rate above zero. "Which revision blocks too much" at one look.
 */
export function mostOftenWrong(entries: readonly RevisionPerformance[], minDecided = 3): string | undefined {
  let worst: RevisionPerformance | undefined;
  for (const entry of entries) {
    if (entry.approvedRate === null || entry.approved + entry.rejected < minDecided || entry.approvedRate === 0)
      continue;
    if (!worst || entry.approvedRate > (worst.approvedRate ?? 0)) worst = entry;
  }
  return worst?.revisionId;
}
