/**
 * Every failure of a call to the dashboard's API becomes one `ApiError`, so pages show errors
 * one way: status, code, a message in words, Retry-After when the service asked to wait, and
 * whether the request never got an answer (network).
 */
export type ApiErrorKind = 'network' | 'http' | 'malformed' | 'unexpected-shape';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly kind: ApiErrorKind;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; code: string; message: string; kind: ApiErrorKind; retryAfterSeconds?: number }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Retry-After is seconds or an HTTP date; anything else is ignored. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** GETs are retried for these: the request may succeed a moment later. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.status === 429 || error.status === 408 || error.status >= 500;
}
