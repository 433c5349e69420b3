import { describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import type { DashboardConfig } from './config.ts';
import { containsSecret, everythingIn, recordingFetch, TEST_SECRETS, testConfig } from './testing/fake-upstream.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

const RULES = '/api/apps/prod-1/moderation/rules';
const encoder = new TextEncoder();

function appAnswering(respond: () => Response, config: DashboardConfig = testConfig) {
  return createApp({ ...onStore(store(), config), fetch: recordingFetch(respond).fetch, log: () => undefined });
}

/** A body sent in the given pieces, as a network upstream would. */
function chunked(
  pieces: string[],
  headers: HeadersInit = { 'content-type': 'application/json' },
  status = 200,
): Response {
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    }),
    { status, headers },
  );
}

describe('only JSON is served from /api', () => {
  it.each([
    ['text/html; charset=utf-8', 200, 'text/html'],
    ['image/svg+xml', 200, 'image/svg+xml'],
    ['application/javascript', 200, 'application/javascript'],
    ['text/html', 503, 'text/html'],
    [undefined, 200, 'no content type'],
    ['text/html; key=<script>', 200, 'text/html'],
  ])('turns a %s answer (%i) into a 502 that says what came back', async (type, status, words) => {
    const body = '<script>alert(1)</script>';
    const app = appAnswering(() => chunked([body], type ? { 'content-type': type } : {}, status));
    const response = await app.request(RULES);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).not.toContain('<script>');
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'ERR_UPSTREAM_NOT_JSON',
        message: expect.stringContaining(`answered ${status} with ${words} instead of JSON`),
      },
    });
  });

  it.each(['application/json', 'application/json; charset=UTF-8', 'application/problem+json'])(
    'passes %s on',
    async (type) => {
      const response = await appAnswering(
        () => new Response('{"data":[]}', { headers: { 'content-type': type } }),
      ).request(RULES);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: [] });
    },
  );

  it('passes an empty answer without a content type on', async () => {
    const response = await appAnswering(() => new Response(null, { status: 204 })).request(RULES);
    expect(response.status).toBe(204);
  });

  it('never lets an upstream make an answer cacheable, and says nosniff', async () => {
    const response = await appAnswering(() =>
      Response.json({ data: [] }, { headers: { 'cache-control': 'public, max-age=999' } }),
    ).request(RULES);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('upstream bodies', () => {
  it('replaces every configured credential in a body, also one split across chunks', async () => {
    const { key, secret, apiKey } = TEST_SECRETS;
    const pieces = [
      `{"data":{"a":"${key.slice(0, 5)}`,
      `${key.slice(5)}","b":"${secret}`,
      `","c":"x${apiKey.slice(0, 1)}`,
      `${apiKey.slice(1)}"}}`,
    ];
    const response = await appAnswering(() => chunked(pieces)).request(RULES);
    const text = await everythingIn(response);
    expect(containsSecret(text)).toBe(false);
    expect(text).toContain('{"data":{"a":"[redacted]","b":"[redacted]","c":"x[redacted]"}}');
  });

  it('refuses a body declared larger than the cap before reading it', async () => {
    const app = appAnswering(
      () =>
        new Response('{}', {
          headers: { 'content-type': 'application/json', 'content-length': String(65 * 1024 * 1024) },
        }),
    );
    const response = await app.request(RULES);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: 'ERR_UPSTREAM_TOO_LARGE',
        message: expect.stringContaining('more than the dashboard passes on (64 MB)'),
      },
    });
  });

  it('cuts a body off once it passes the cap (a decompressed gzip bomb)', async () => {
    const megabyte = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const bomb = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(megabyte);
      },
    });
    const response = await appAnswering(
      () => new Response(bomb, { headers: { 'content-type': 'application/json' } }),
    ).request(RULES);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow(/larger than 64 MB; it was cut off/);
    expect(sent).toBeLessThan(70);
  });

  it('cuts a trickling body off at the upstream timeout', async () => {
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"data":['));
      },
    });
    const app = appAnswering(() => new Response(trickle, { headers: { 'content-type': 'application/json' } }), {
      ...testConfig,
      upstreamTimeoutMs: 100,
    });
    const started = Date.now();
    const response = await app.request(RULES);
    await expect(response.text()).rejects.toThrow(/did not finish its answer within 100 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
