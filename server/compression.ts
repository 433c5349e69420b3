import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { setResponseHeaders } from './response-headers.ts';

type Encoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Picks br over gzip when both are acceptable; `q=0` excludes an encoding. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0];
  return best;
}

function compressor(encoding: Encoding): ReadableWritablePair<Uint8Array, Uint8Array> {
  // Brotli at quality 4 compresses about as fast as gzip and a little smaller; 11 would stall a 25 MB list.
  // Each piece is flushed as it comes: otherwise brotli holds its output until most of a 5 MB list
  // is in (the first bytes of 10000 records left 200 ms later), and the first rows wait for it.
  const stream =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH });
  // Node's web-stream types are not the DOM lib's, though the objects are the same at run time.
  return Duplex.toWeb(stream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

// A body made in one piece (the in-process emulator's 16 MB list) is compressed, and sent, in
// pieces this size: the first rows need the first bytes, not all of them.
const SLICE_BYTES = 64 * 1024;

function slices(size: number): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream({
    transform(chunk, controller) {
      for (let at = 0; at < chunk.length; at += size) controller.enqueue(chunk.subarray(at, at + size));
    },
  });
}

/**
 * Compresses text responses (API JSON, HTML, JS, CSS) on the fly, streaming: a list is never
 * buffered. Leaves alone byte ranges (media seeking), already-encoded bodies (precompressed
 * static files), small bodies, binary types and `no-transform`.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // Status and headers first: reading `body` turns @hono/node-server's lightweight Response
    // into a full one, which costs more than the rest of this check.
    if (NULL_BODY_STATUSES.has(res.status) || c.req.method === 'HEAD' || res.status === 206 || c.req.header('range'))
      return;
    if (res.headers.has('content-encoding') || res.headers.has('content-range')) return;
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('content-type') ?? '')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < MIN_BYTES) return;

    const previousVary = res.headers.get('vary');
    const vary =
      previousVary && /accept-encoding/i.test(previousVary)
        ? previousVary
        : previousVary
          ? `${previousVary}, Accept-Encoding`
          : 'Accept-Encoding';
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    // The answer depends on Accept-Encoding even when this client accepts none.
    if (!encoding || !res.body) {
      setResponseHeaders(c, [['vary', vary]]);
      return;
    }
    c.res = new Response(res.body.pipeThrough(slices(SLICE_BYTES)).pipeThrough(compressor(encoding)), res);
    // Hono's setter copies the previous response's headers onto the new one: adjust them after.
    c.res.headers.set('vary', vary);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', encoding);
  };
}
