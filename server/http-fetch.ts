import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

// Connections stay open between calls, as in fetch's own pool. An idle one is closed after 4 s
// (fetch's default too), or sooner when the upstream announces a shorter keep-alive: reusing a
// connection the upstream is closing would fail the call.
const IDLE_MS = 4000;
const agents = {
  'http:': new HttpAgent({ keepAlive: true, timeout: IDLE_MS }),
  'https:': new HttpsAgent({ keepAlive: true, timeout: IDLE_MS }),
};
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

function headersOf(answer: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
    headers.append(answer.rawHeaders[i] as string, answer.rawHeaders[i + 1] as string);
  return headers;
}

/** The answer's body, decompressed as fetch does it (the headers still name the encoding); an unknown encoding is left as it came. */
function bodyOf(answer: IncomingMessage): ReadableStream<Uint8Array> {
  const codings = (answer.headers['content-encoding'] ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding && coding !== 'identity');
  const decoders = codings.reverse().map((coding) => DECODERS[coding]);
  let body: Readable = answer;
  if (decoders.every((decoder) => decoder !== undefined)) {
    for (const decoder of decoders) {
      const next = decoder();
      // pipe() does not pass errors on: a cut connection must fail the body, not hang it.
      body.on('error', (error) => next.destroy(error)).pipe(next);
      body = next;
    }
  }
  // Node's stream types are not the DOM lib's, though the objects are the same at run time.
  return Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>;
}

function bytesOf(body: RequestInit['body']): Buffer | string | undefined {
  if (body === undefined || body === null || typeof body === 'string') return body ?? undefined;
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('httpFetch sends a string or bytes as a body');
}

/**
 * How the dashboard reaches an upstream over the network: the part of fetch the proxy uses
 * (method, headers, a body of bytes, a signal, redirects passed back rather than followed,
 * compressed answers inflated) on Node's own HTTP client. Node's fetch cost the proxy several
 * times the garbage, and young-generation collections several times longer: see
 * docs/decisions/012-proxy-budget-added-latency.md.
 */
export const httpFetch: typeof fetch = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
    if (url.protocol !== protocol) throw new TypeError(`httpFetch does not speak ${url.protocol}`);
    // What fetch sends unless told otherwise.
    const headers: Record<string, string> = {
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': 'node',
    };
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const body = bytesOf(init.body);
    // Node frames a body by itself only for some methods: a DELETE's body (Deactivate's
    // `uidsToDeactivate`) would go unframed, and the service would read it as a broken request.
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    const send = protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      url,
      { method: init.method ?? 'GET', headers, agent: agents[protocol], signal: init.signal ?? undefined },
      (answer) => {
        const status = answer.statusCode ?? 0;
        try {
          const bodiless = NULL_BODY_STATUSES.has(status);
          resolve(new Response(bodiless ? null : bodyOf(answer), { status, headers: headersOf(answer) }));
          if (bodiless) answer.resume();
        } catch (error) {
          // A status or header value a Response cannot hold.
          answer.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    );
    request.on('error', reject);
    request.end(body);
  });
