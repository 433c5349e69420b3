export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 10_000;

export type LimitResult = { ok: true; limit: number } | { ok: false; message: string };

/**
 * The `limit` query parameter of operations 1 to 3. Missing means the default; a value above
 * the maximum is lowered to it (and reported in meta.current.limit) rather than refused, since
 * the reference documents no maximum and a client asking for "everything" should still work.
 */
export function parseLimit(raw: string | undefined): LimitResult {
  if (raw === undefined) return { ok: true, limit: DEFAULT_LIMIT };
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIMIT}.` };
  }
  return { ok: true, limit: Math.min(Number(raw), MAX_LIMIT) };
}
