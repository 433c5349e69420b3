/**
 * Identifiers that may appear in a proxied path (appId, ruleId, keywordId): letters, digits,
 * `-` and `_`, at most 100 characters (the service's own limit for rule ids). Anything else
 * (`/`, `.`, `%`, `:`, whitespace, a full URL) could change which host or path the proxy
 * reaches, so it is refused before any URL is built.
 */
export const SAFE_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

export function isSafeId(value: string | undefined): value is string {
  return value !== undefined && SAFE_ID_PATTERN.test(value);
}
