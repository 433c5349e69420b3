import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compression } from './compression.ts';

const BIG_JSON = JSON.stringify({
  data: Array.from({ length: 500 }, (_, i) => ({ id: i, text: 'blocked message text' })),
});

function app() {
  const routes = new Hono();
  routes.use(compression());
  routes.get('/json', (c) => c.json(JSON.parse(BIG_JSON)));
  routes.get('/small', (c) =>
    c.body('{"ok":true}', 200, { 'content-type': 'application/json', 'content-length': '11' }),
  );
  routes.get('/png', (c) => c.body(new Uint8Array(5000), 200, { 'content-type': 'image/png' }));
  routes.get('/partial', (c) =>
    c.body(new Uint8Array(5000), 206, { 'content-type': 'text/plain', 'content-range': 'bytes 0-4999/9000' }),
  );
  routes.get('/no-transform', (c) =>
    c.body(BIG_JSON, 200, { 'content-type': 'application/json', 'cache-control': 'no-transform' }),
  );
  return routes;
}

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['deflate', undefined],
  ])('%s gives %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compression', () => {
  it.each([
    ['gzip', (bytes: Buffer) => gunzipSync(bytes)],
    ['br', (bytes: Buffer) => brotliDecompressSync(bytes)],
  ])('compresses JSON with %s and the result decodes to the same body', async (encoding, decode) => {
    const response = await app().request('/json', { headers: { 'accept-encoding': encoding } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThan(BIG_JSON.length / 5);
    expect(decode(bytes).toString()).toBe(BIG_JSON);
  });

  it.each([
    ['a body known to be small', '/small', {}],
    ['an image', '/png', {}],
    ['a partial answer', '/partial', {}],
    ['a range request', '/json', { range: 'bytes=0-99' }],
    ['a no-transform answer', '/no-transform', {}],
  ])('leaves %s alone', async (_, path, headers) => {
    const response = await app().request(path, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('passes the body as it is to a client that accepts no encoding, still saying it varies', async () => {
    const response = await app().request('/json');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(BIG_JSON);
  });

  it.each(['br', 'gzip'])(
    'streams with %s: what has come so far is sent compressed before the body ends',
    async (encoding) => {
      let finish: () => void = () => undefined;
      const routes = new Hono();
      routes.use(compression());
      routes.get(
        '/stream',
        () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode(`{"data":[${'"x",'.repeat(1_000)}`));
                finish = () => controller.close();
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      );
      const response = await routes.request('/stream', { headers: { 'accept-encoding': encoding } });
      const first = await response.body?.getReader().read();
      const decompress = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      const opening = decompress(Buffer.from(first?.value ?? []), {
        finishFlush: encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH,
      });
      expect(opening.toString()).toMatch(/^\{"data":\["x",/);
      finish();
    },
  );
});
