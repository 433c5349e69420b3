import type { DecisionOutcome } from './decision-log.ts';

/**
 * What an answer from the proxy means for a decision. 2xx: the service applied it. A timeout, a
 * browser that left or a service that could not be reached after the request may have gone
 * out: unknown, so the moderator checks before deciding again. Anything else: refused.
 */
export function outcomeOf(status: number, code: string | undefined): Exclude<DecisionOutcome, 'intended'> {
  if (status >= 200 && status < 300) return 'applied';
  if (status === 504 || status === 499 || status === 408) return 'unknown';
  if (status === 502 && code === 'ERR_UPSTREAM_UNREACHABLE') return 'unknown';
  return 'refused';
}

/** The error code and words of a JSON error body (`{ error: { code, message } }`), if it is one. */
export function errorOf(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null) return {};
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message.slice(0, 500) : undefined;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}
