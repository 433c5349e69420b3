import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorJson } from './errors.ts';

/** Compares digests so that the time taken says nothing about how much of a key matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Operations 1 to 5: headers `key` and `secret`. Messages never echo what was sent. */
export function requireKeyAndSecret(key: string, secret: string): MiddlewareHandler {
  return async (c, next) => {
    const givenKey = c.req.header('key');
    const givenSecret = c.req.header('secret');
    if (!givenKey || !givenSecret) {
      return errorJson(c, 401, 'AUTH_ERR_EMPTY_AUTH_HEADER', 'Both the key and secret headers are required.');
    }
    // Evaluate both comparisons so a wrong key and a wrong secret take the same time.
    const keyOk = sameSecret(givenKey, key);
    const secretOk = sameSecret(givenSecret, secret);
    if (!keyOk || !secretOk) {
      return errorJson(c, 401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The key and secret do not match any app credentials.');
    }
    await next();
  };
}

/** Notification settings: header `apikey`. */
export function requireApiKey(key: string): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('apikey');
    if (!given) return errorJson(c, 401, 'AUTH_ERR_EMPTY_APIKEY', 'The apikey header is required.');
    if (!sameSecret(given, key)) return errorJson(c, 401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The apikey does not match any API key of this app.');
    await next();
  };
}
