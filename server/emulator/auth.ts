import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorJson } from './errors.ts';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Compares digests so that the time taken says nothing about how much of a key matched. The
 * expected value's digest is made once, when the routes are.
 */
function sameSecret(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

/** Operations 1 to 5: headers `key` and `secret`. Messages never echo what was sent. */
export function requireKeyAndSecret(key: string, secret: string): MiddlewareHandler {
  const keyDigest = digest(key);
  const secretDigest = digest(secret);
  return async (c, next) => {
    const givenKey = c.req.header('key');
    const givenSecret = c.req.header('secret');
    if (!givenKey || !givenSecret) {
      return errorJson(c, 401, 'AUTH_ERR_EMPTY_AUTH_HEADER', 'Both the key and secret headers are required.');
    }
    // Evaluate both comparisons so a wrong key and a wrong secret take the same time.
    const keyOk = sameSecret(givenKey, keyDigest);
    const secretOk = sameSecret(givenSecret, secretDigest);
    if (!keyOk || !secretOk) {
      return errorJson(c, 401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The key and secret do not match any app credentials.');
    }
    await next();
  };
}

/** Notification settings: header `apikey`. */
export function requireApiKey(key: string): MiddlewareHandler {
  const keyDigest = digest(key);
  return async (c, next) => {
    const given = c.req.header('apikey');
    if (!given) return errorJson(c, 401, 'AUTH_ERR_EMPTY_APIKEY', 'The apikey header is required.');
    if (!sameSecret(given, keyDigest))
      return errorJson(c, 401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The apikey does not match any API key of this app.');
    await next();
  };
}
