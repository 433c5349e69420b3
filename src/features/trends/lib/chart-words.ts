import type { TrendBucket, TrendRevision } from '../../../api/archive-trends.ts';
import { revisionNumber } from '../../../../contract/schemas/rule.ts';
import type { TrendTable } from './trend-table.ts';

// Buckets are whole UTC hours and days (the server counts them so): labels say UTC, or a day would straddle two.
const dayFormat = (locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const hourFormat = (locale: string | undefined) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** "25 Nov 2026" for a day; "25 Nov 2026, 14:00–15:00 UTC" for an hour. */
export function bucketLabel(time: number, bucket: TrendBucket, locale?: string): string {
  const day = dayFormat(locale).format(time * 1000);
  if (bucket === 'day') return day;
  const hour = hourFormat(locale);
  return `${day}, ${hour.format(time * 1000)}–${hour.format((time + 3600) * 1000)} UTC`;
}

/**
 * The time axis's tick labels: "25 Nov" by day; by hour "14:00", with the date on a second line
 * under the first tick and wherever the day changes, so three months by hour still say which
 * day each time is on.
 */
export function axisLabels(ticks: readonly number[], bucket: TrendBucket, locale?: string): string[] {
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const days = ticks.map((time) => shortDay.format(time * 1000));
  if (bucket === 'day') return days;
  const hour = hourFormat(locale);
  return ticks.map((time, i) => {
    const label = hour.format(time * 1000);
    return i === 0 || days[i] !== days[i - 1] ? `${label}\n${days[i]}` : label;
  });
}

export interface RevisionMarker {
  time: number;
  ruleId: string;
  revisionId: string;
  /** "Spam links and phrases: revision 5". */
  label: string;
}

/** A marker for every revision that took effect inside the range, oldest first. */
export function revisionMarkers(
  revisions: readonly TrendRevision[],
  range: { from: number; to: number },
  nameOf: (ruleId: string) => string,
): RevisionMarker[] {
  return revisions
    .flatMap((revision) =>
      revision.time !== null && revision.time >= range.from && revision.time < range.to
        ? [{ ...revision, time: revision.time }]
        : [],
    )
    .sort((a, b) => a.time - b.time)
    .map((revision) => {
      const number = revisionNumber(revision.revisionId);
      return {
        ...revision,
        label: `${nameOf(revision.ruleId)}: ${number === undefined ? revision.revisionId : `revision ${number}`}`,
      };
    });
}

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** What a screen reader hears on a bucket: "25 Nov 2026: 12 blocked messages. Spam links 8, Profanity 4." */
export function describeBucket(table: TrendTable, index: number, bucket: TrendBucket, locale?: string): string {
  const time = table.times[index];
  if (time === undefined) return '';
  const parts = table.series.flatMap((s) => ((s.values[index] ?? 0) > 0 ? [`${s.label} ${s.values[index]}`] : []));
  const total = table.totals[index] ?? 0;
  const failed = table.engineFailures[index] ?? 0;
  const failures = failed > 0 ? ` The moderation engine failed on ${plural(failed, 'message')}.` : '';
  return `${bucketLabel(time, bucket, locale)}: ${plural(total, 'blocked message')}${parts.length > 0 ? `. ${parts.join(', ')}.` : '.'}${failures}`;
}
