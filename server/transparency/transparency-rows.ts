import type { TransparencyRow } from '../../contract/schemas/transparency.ts';

/** The engine's blocks of one month and rule (from the archive). */
export interface BlockCount {
  month: string;
  ruleId: string | null;
  count: number;
}

/** One settled decision or user action of a person, as the logs keep it. */
export interface PersonAct {
  /** Unix seconds, when it was applied. */
  at: number;
  action: string;
  reason: string | null;
  ruleId: string | null;
  /** Unix seconds, when its message was blocked (the archive's); null when unknown. */
  blockedAt: number | null;
}

/** `YYYY-MM` of a time in Unix seconds, in UTC. */
export function monthOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 7);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The report's rows: the engine's blocks as counted, and the persons' acts counted by month,
 * action, reason and rule, each with the median time from block to act. Ordered by month, then
 * automatic before person, then by count, largest first.
 */
export function transparencyRows(blocks: readonly BlockCount[], acts: readonly PersonAct[]): TransparencyRow[] {
  const groups = new Map<
    string,
    { row: Omit<TransparencyRow, 'count' | 'medianSeconds'>; count: number; waits: number[] }
  >();
  for (const act of acts) {
    const row = {
      month: monthOf(act.at),
      by: 'person' as const,
      action: act.action,
      reason: act.reason,
      ruleId: act.ruleId,
    };
    const key = JSON.stringify(row);
    const group = groups.get(key) ?? { row, count: 0, waits: [] };
    group.count += 1;
    if (act.blockedAt !== null && act.at >= act.blockedAt) group.waits.push(act.at - act.blockedAt);
    groups.set(key, group);
  }
  const automatic: TransparencyRow[] = blocks
    .filter((block) => block.count > 0)
    .map((block) => ({ ...block, by: 'automatic', action: 'blocked', reason: null, medianSeconds: null }));
  const person: TransparencyRow[] = [...groups.values()].map(({ row, count, waits }) => ({
    ...row,
    count,
    medianSeconds: median(waits),
  }));
  return [...automatic, ...person].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      (a.by === b.by ? 0 : a.by === 'automatic' ? -1 : 1) ||
      b.count - a.count ||
      a.action.localeCompare(b.action) ||
      (a.reason ?? '').localeCompare(b.reason ?? '') ||
      (a.ruleId ?? '').localeCompare(b.ruleId ?? ''),
  );
}
