import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from './json-error.ts';

export interface RequestBodyLimits {
  maxBytes: number;
  /** From the start of the request; a settings change of at most 1 MB arrives well within it. */
  timeoutMs: number;
}

export const REQUEST_BODY_TIMEOUT_MS = 20_000;

function tooLarge(maxBytes: number): Response {
  return jsonError(
    413,
    'ERR_PAYLOAD_TOO_LARGE',
    `The request body is larger than ${maxBytes / 1024 / 1024} MB. Send only the changed settings.`,
  );
}

function tooSlow(timeoutMs: number): Response {
  const answer = jsonError(
    408,
    'ERR_REQUEST_TIMEOUT',
    `The request body did not arrive within ${timeoutMs / 1000} s. Check the connection and try again.`,
  );
  // Node then closes the socket after answering instead of waiting for the rest of the body.
  answer.headers.set('connection', 'close');
  return answer;
}

const LATE = Symbol('late');

/**
 * Reads a request's body into memory before any handler. Hono's bodyLimit holds it to `maxBytes`
 * (a declared length is checked before reading, a chunked body is counted as it comes); what it
 * cannot do is ours (decision 028): the whole body must arrive within `timeoutMs`, so a body
 * trickled in a byte at a time (slowloris) cannot hold a connection open: 408. bodyLimit leaves a
 * body of declared length unread, so it is read here, under the same deadline.
 */
export function requestBody({ maxBytes, timeoutMs }: RequestBodyLimits): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: maxBytes, onError: () => tooLarge(maxBytes) });
  return async (c, next) => {
    if (!c.req.raw.body) return next();
    let read = false;
    const reading = limit(c, async () => {
      const whole = await c.req.raw.arrayBuffer();
      c.req.raw = new Request(c.req.raw, { body: whole });
      read = true;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(() => resolve(LATE), timeoutMs);
    });
    const answer = await Promise.race([reading, late]).finally(() => clearTimeout(timer));
    if (answer === LATE) {
      reading.catch(() => undefined);
      return tooSlow(timeoutMs);
    }
    // Not read: bodyLimit answered 413.
    return read ? next() : answer;
  };
}
