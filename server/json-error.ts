import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ServerErrorCode =
  | 'ERR_NOT_FOUND'
  | 'ERR_PAYLOAD_TOO_LARGE'
  | 'ERR_UNSUPPORTED_MEDIA_TYPE'
  | 'ERR_FORBIDDEN'
  | 'ERR_UPSTREAM_TIMEOUT'
  | 'ERR_UPSTREAM_UNREACHABLE'
  | 'ERR_UPSTREAM_REDIRECT'
  | 'ERR_UPSTREAM_NOT_JSON'
  | 'ERR_UPSTREAM_TOO_LARGE'
  | 'ERR_UPSTREAM_UNREADABLE'
  | 'ERR_AUDIT_UNAVAILABLE'
  | 'ERR_REQUEST_TIMEOUT'
  | 'ERR_INTERNAL'
  | 'ERR_BAD_REQUEST'
  | 'ERR_CSRF'
  | 'ERR_SESSION_REQUIRED'
  | 'ERR_BAD_CREDENTIALS'
  | 'ERR_TOO_MANY_ATTEMPTS'
  | 'ERR_SIGN_IN_DISABLED'
  | 'ERR_SIGN_OUT_NOT_SAVED'
  | 'ERR_ROLE_FORBIDDEN'
  | 'ERR_APP_FORBIDDEN'
  | 'ERR_STORE_UNAVAILABLE'
  | 'ERR_PRECONDITION_FAILED'
  | 'ERR_PRECONDITION_REQUIRED'
  | 'ERR_KEYWORD_IN_USE'
  | 'ERR_CLAIMED'
  | 'ERR_REPLAY_RUNNING'
  | 'ERR_WEBHOOK_AUTH'
  | 'ERR_BAD_WEBHOOK'
  | 'ERR_WRONG_APP';

/**
 * The server's own errors, in the one body shape of the API (`{ error: { code, message } }`).
 * Messages are fixed text plus codes, never request or config values, so no secret can leak.
 */
export function jsonError(status: ContentfulStatusCode, code: ServerErrorCode, message: string): Response {
  return Response.json({ error: { code, message } }, { status, headers: { 'cache-control': 'no-store' } });
}

/** A 503 for a figure the store answers and cannot now (or a server without one): ask again in 30 s. */
export function storeUnavailable(message: string): Response {
  return Response.json(
    { error: { code: 'ERR_STORE_UNAVAILABLE', message } },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
  );
}

export const NOT_FOUND_MESSAGE =
  'No such route on the dashboard server. The API forwards only the documented operations of configured apps; check the address.';

/** The error code and words of a JSON error body (`{ error: { code, message } }`), if it is one. */
export function errorOf(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null) return {};
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message.slice(0, 500) : undefined;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}
