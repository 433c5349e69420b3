export const MAX_LIMIT = 10_000;

/**
 * `meta.current.limit` in the service's examples when no `limit` is sent: 50 for rules and
 * blocked messages, 10 for revisions and keyword lists. A client must always send the limit
 * it needs; serving the documented defaults here makes one that forgets visibly wrong.
 */
export const DEFAULT_LIMITS = { rules: 50, blockedMessages: 50, revisions: 10, keywords: 10 } as const;

export type LimitResult = { ok: true; limit: number } | { ok: false; message: string };

/**
 * The `limit` query parameter of the list operations. Missing means the list's default; a value
 * above the maximum is lowered to it (and reported in meta.current.limit) rather than refused,
 * since the service documents no maximum and a client asking for "everything" should still work.
 */
export function parseLimit(raw: string | undefined, defaultLimit: number): LimitResult {
  if (raw === undefined) return { ok: true, limit: defaultLimit };
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    return { ok: false, message: `limit must be a whole number from 1 to ${MAX_LIMIT}.` };
  }
  return { ok: true, limit: Math.min(Number(raw), MAX_LIMIT) };
}
