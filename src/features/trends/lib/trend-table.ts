import type { ArchiveTrends } from '../../../api/archive-trends.ts';
import { BUCKET_SECONDS } from './trend-range.ts';

export interface TrendSeries {
  /** null: records that named no rule. */
  ruleId: string | null;
  label: string;
  /** One count per bucket, in the order of `times`. */
  values: number[];
  total: number;
}

/** The chart's numbers and its table's: every bucket of the range (zeros too), one series per rule. */
export interface TrendTable {
  times: number[];
  series: TrendSeries[];
  totals: number[];
  /** Messages the moderation engine failed on, per bucket (not part of the stack: no rule blocked them). */
  engineFailures: number[];
}

/**
 * Counts per bucket and rule (revisions of one rule added up), from the trends answer. The rule
 * with the most blocks comes first: it sits at the bottom of the stack, where it reads best.
 */
export function trendTable(
  trends: Pick<ArchiveTrends, 'bucket' | 'from' | 'to' | 'counts' | 'engineFailures'>,
  labelOf: (ruleId: string | null) => string,
): TrendTable {
  const size = BUCKET_SECONDS[trends.bucket];
  const times: number[] = [];
  for (let time = trends.from; time < trends.to; time += size) times.push(time);
  const byRule = new Map<string | null, number[]>();
  for (const count of trends.counts) {
    const index = Math.floor((count.time - trends.from) / size);
    if (index < 0 || index >= times.length) continue;
    const values = byRule.get(count.ruleId) ?? times.map(() => 0);
    values[index] = (values[index] ?? 0) + count.count;
    byRule.set(count.ruleId, values);
  }
  const series = [...byRule]
    .map(([ruleId, values]) => ({ ruleId, label: labelOf(ruleId), values, total: values.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
  const totals = times.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const engineFailures = times.map(() => 0);
  for (const failure of trends.engineFailures ?? []) {
    const index = Math.floor((failure.time - trends.from) / size);
    if (index >= 0 && index < times.length) engineFailures[index] = (engineFailures[index] ?? 0) + failure.count;
  }
  return { times, series, totals, engineFailures };
}

/** Each series' top edge in the stack: the running sum of it and every series below it. */
export function stackedTops(table: TrendTable): number[][] {
  const running = table.times.map(() => 0);
  return table.series.map((s) => s.values.map((value, i) => (running[i] = (running[i] ?? 0) + value)));
}

/** The series whose part of the stack at bucket `index` holds the height `value`, if any. */
export function seriesAt(table: TrendTable, index: number, value: number): number | undefined {
  let bottom = 0;
  for (const [at, s] of table.series.entries()) {
    const top = bottom + (s.values[index] ?? 0);
    if (value >= bottom && value < top) return at;
    bottom = top;
  }
  return undefined;
}
