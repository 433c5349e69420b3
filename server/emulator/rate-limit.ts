import type { Context, MiddlewareHandler } from 'hono';

/** The service allows 10,000 to 20,000 requests a minute per app; the emulator reports the lower figure. */
export const RATE_LIMIT_PER_MINUTE = 10_000;
const WINDOW_MS = 60_000;

/** Both spellings the service's docs show: `X-RateLimit-*` (newer) and `X-Rate-Limit*` (older). */
export function setRateLimitHeaders(c: Context, remaining: number, resetAtSeconds?: number): void {
  c.header('X-RateLimit-Limit', String(RATE_LIMIT_PER_MINUTE));
  c.header('X-RateLimit-Remaining', String(remaining));
  c.header('X-Rate-Limit', String(RATE_LIMIT_PER_MINUTE));
  c.header('X-Rate-Limit-Remaining', String(remaining));
  if (resetAtSeconds !== undefined) {
    c.header('X-RateLimit-Reset', String(resetAtSeconds));
    c.header('X-Rate-Limit-Reset', String(resetAtSeconds));
  }
}

/**
 * Counts each app's requests in fixed one-minute windows and reports the limit and what is
 * left on every answer. It never refuses: a 429 comes only from an injected fault.
 */
export function rateLimitHeaders(now: () => number = Date.now): MiddlewareHandler {
  const windows = new Map<string, { start: number; used: number }>();
  return async (c, next) => {
    const appId = c.req.param('appId') ?? c.req.header('appid') ?? '';
    const t = now();
    let window = windows.get(appId);
    if (!window || t - window.start >= WINDOW_MS) {
      window = { start: t - (t % WINDOW_MS), used: 0 };
      windows.set(appId, window);
    }
    window.used += 1;
    await next();
    if (c.res.status < 400) setRateLimitHeaders(c, Math.max(0, RATE_LIMIT_PER_MINUTE - window.used));
  };
}
