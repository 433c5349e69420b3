/** Unix seconds of an ISO 8601 time, as the decision and audit logs write them. */
export const secondsOf = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/**
 * Whether a newest-first read of at most `limit` log entries (their `times`) saw every entry from
 * `from` on: it held fewer than asked for, or its oldest entry is older than `from`.
 */
export function readBackTo(times: readonly string[], limit: number, from: number): boolean {
  const oldest = times.at(-1);
  return times.length < limit || oldest === undefined || secondsOf(oldest) < from;
}
