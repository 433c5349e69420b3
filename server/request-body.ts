import type { MiddlewareHandler } from 'hono';
import { jsonError } from './json-error.ts';

export interface RequestBodyLimits {
  maxBytes: number;
  /** From the start of the request; a settings change of at most 1 MB arrives well within it. */
  timeoutMs: number;
}

export const REQUEST_BODY_TIMEOUT_MS = 20_000;

function tooLarge(maxBytes: number): Response {
  return jsonError(413, 'ERR_PAYLOAD_TOO_LARGE', `The request body is larger than ${maxBytes / 1024 / 1024} MB. Send only the changed settings.`);
}

function tooSlow(timeoutMs: number): Response {
  const answer = jsonError(408, 'ERR_REQUEST_TIMEOUT', `The request body did not arrive within ${timeoutMs / 1000} s. Check the connection and try again.`);
  // Node then closes the socket after answering instead of waiting for the rest of the body.
  answer.headers.set('connection', 'close');
  return answer;
}

/**
 * Reads a request's body before any handler: at most `maxBytes` (a declared length is checked
 * before reading, a chunked body is counted), and within `timeoutMs`, so a body trickled in a byte
 * at a time (slowloris) cannot hold a connection open: 408. Handlers then read it from memory.
 */
export function requestBody({ maxBytes, timeoutMs }: RequestBodyLimits): MiddlewareHandler {
  return async (c, next) => {
    const { body, headers } = c.req.raw;
    if (!body) return next();
    if (Number(headers.get('content-length') ?? 0) > maxBytes) return tooLarge(maxBytes);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    try {
      for (;;) {
        const read = reader.read();
        const chunk = await Promise.race([read, late]);
        if (chunk === 'late') {
          read.catch(() => undefined);
          return tooSlow(timeoutMs);
        }
        if (chunk.done) break;
        size += chunk.value.byteLength;
        if (size > maxBytes) return tooLarge(maxBytes);
        chunks.push(chunk.value);
      }
    } finally {
      clearTimeout(timer);
    }
    const whole = new Uint8Array(size);
    chunks.reduce((offset, chunk) => (whole.set(chunk, offset), offset + chunk.byteLength), 0);
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
