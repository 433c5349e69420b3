import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import { containsSecret, everythingIn, recordingFetch, testConfig } from './testing/fake-upstream.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

const staticDir = mkdtempSync(join(tmpdir(), 'dashboard-static-'));
const INLINE = "alert('Hello, world.');";
// The CSP specification's example of an inline script and its hash.
const INLINE_SOURCE = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/index-Ab12Cd.js">';
const ENTRY = '<script type="module" crossorigin src="/assets/index-Ab12Cd.js"></script>';
const INDEX = `<!doctype html><title>Dashboard</title><script>${INLINE}</script>${ENTRY}${PRELOAD}<div id="root"></div>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
writeFileSync(join(staticDir, 'index.html'), INDEX);
writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js'), SCRIPT);
writeFileSync(join(staticDir, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(staticDir, 'assets', 'index-Ef34Gh.css'), 'body{margin:0}');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

function setup(options: { dev?: boolean } = {}) {
  const lines: string[] = [];
  const emulator = new Hono();
  emulator.get('/moderation/ping', (c) => c.json({ pong: true }));
  // Response.redirect's headers are immutable: the security headers must still be added.
  emulator.get('/moved', () => Response.redirect('http://localhost/elsewhere', 302));
  emulator.get('/boom', () => {
    throw new Error('exploded');
  });
  const upstream = recordingFetch(() =>
    Response.json({ data: Array.from({ length: 200 }, (_, id) => ({ id, name: `rule ${id}` })) }),
  );
  const app = createApp({
    ...onStore(store(), testConfig),
    fetch: upstream.fetch,
    emulator,
    staticDir,
    log: (line) => lines.push(line),
    ...options,
  });
  return { app, lines };
}

const EXPECTED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  // Hono's secureHeaders, as configured in security-headers.ts (decision 028).
  'x-xss-protection': '0',
  'strict-transport-security': null,
  'cross-origin-resource-policy': null,
};

describe('security headers', () => {
  it.each([
    ['the app list', '/api/apps', 200],
    ['a proxied answer', '/api/apps/prod-1/moderation/rules', 200],
    ['an API 404', '/api/apps/prod-1/nothing', 404],
    ['an emulator route', '/emulator/moderation/ping', 200],
    ['an emulator 404', '/emulator/nothing', 404],
    ['an error', '/emulator/boom', 500],
    ['a response with immutable headers', '/emulator/moved', 302],
    ['the SPA shell', '/apps/prod-1/rules', 200],
    ['a static file', '/assets/index-Ab12Cd.js', 200],
    ['a missing file', '/assets/missing.js', 404],
  ])('are on %s', async (_, path, status) => {
    const { app } = setup();
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(Object.fromEntries(Object.keys(EXPECTED_HEADERS).map((name) => [name, response.headers.get(name)]))).toEqual(
      EXPECTED_HEADERS,
    );
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('data:');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('loosen only what Vite needs in dev mode', async () => {
    const csp = (await setup({ dev: true }).app.request('/api/apps')).headers.get('content-security-policy');
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('request log', () => {
  it('writes one JSON line per request without query string or secrets', async () => {
    const { app, lines } = setup();
    await app.request('/api/apps/prod-1/moderation/blocked-messages?sender=private-search-text&limit=5', {
      headers: { cookie: 'sid=abc' },
    });
    const line = lines.find((l) => l.includes('blocked-messages'));
    const entry: unknown = JSON.parse(line ?? '');
    expect(entry).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'GET',
      path: '/api/apps/prod-1/moderation/blocked-messages',
      status: 200,
      ms: expect.any(Number),
    });
    expect(line).not.toContain('private-search-text');
    expect(line).not.toContain('sid=abc');
    expect(lines.some(containsSecret)).toBe(false);
  });

  it('logs a failing handler without leaking details to the browser', async () => {
    const { app, lines } = setup();
    const response = await app.request('/emulator/boom');
    expect(await response.json()).toEqual({
      error: { code: 'ERR_INTERNAL', message: expect.stringContaining('server log') },
    });
    expect(lines.some((line) => line.includes('exploded'))).toBe(true);
  });
});

describe('app list', () => {
  it('has ids and names only', async () => {
    const response = await setup().app.request('/api/apps');
    expect(await response.json()).toEqual({ data: [{ appId: 'prod-1', name: 'Production' }] });
    expect(containsSecret(await everythingIn(await setup().app.request('/api/apps')))).toBe(false);
  });
});

describe('static SPA', () => {
  it.each(['/', '/apps/prod-1/rules/text-profanity-filter', '/apps/prod-1/blocked-messages?source=archive'])(
    'serves index.html for %s',
    async (path) => {
      const response = await setup().app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each(['/apps/prod-1/blocked-messages', '/apps/prod-1/blocked-messages/?limit=10000&q=x'])(
    'serves %s the page with its module preloads at low priority, so the list’s request goes first, and its entry for the painter of the first rows to run',
    async (path) => {
      const response = await setup().app.request(path);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain(INLINE_SOURCE);
      expect(await response.text()).toBe(
        INDEX.replace('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ').replace(
          ENTRY,
          '<link rel="modulepreload" crossorigin href="/assets/index-Ab12Cd.js" data-app-entry>',
        ),
      );
    },
  );

  it('follows a new build of index.html without a restart: its scripts are allowed, its page is served', async () => {
    const { app } = setup();
    const next = INDEX.replace(INLINE, "alert('Hello, world!');");
    writeFileSync(join(staticDir, 'index.html'), next);
    utimesSync(join(staticDir, 'index.html'), new Date(), new Date(Date.now() + 60_000));
    try {
      const page = await app.request('/apps/prod-1/blocked-messages');
      expect(page.headers.get('content-security-policy')).not.toContain(INLINE_SOURCE);
      expect(await page.text()).toContain("alert('Hello, world!');");
    } finally {
      writeFileSync(join(staticDir, 'index.html'), INDEX);
      utimesSync(join(staticDir, 'index.html'), new Date(), new Date(Date.now() + 120_000));
    }
    expect((await app.request('/apps/prod-1/blocked-messages')).headers.get('content-security-policy')).toContain(
      INLINE_SOURCE,
    );
  });

  it.each(['/api/nothing', '/api', '/emulator/nothing', '/assets/missing.js', '/assets/', '/missing.png'])(
    'never falls back to HTML for %s',
    async (path) => {
      const response = await setup().app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('caches hashed assets for a year, other files not', async () => {
    const { app } = setup();
    const script = await app.request('/assets/index-Ab12Cd.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await app.request('/assets/index-Ef34Gh.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets the page run its own inline scripts and no other; files get the plain policy', async () => {
    const { app } = setup();
    const scriptSrc = (policy: string | null) =>
      policy?.split('; ').find((directive) => directive.startsWith('script-src'));
    for (const path of ['/', '/apps/prod-1/blocked-messages']) {
      expect(scriptSrc((await app.request(path)).headers.get('content-security-policy'))).toBe(
        `script-src 'self' ${INLINE_SOURCE}`,
      );
    }
    expect(scriptSrc((await app.request('/assets/index-Ab12Cd.js')).headers.get('content-security-policy'))).toBe(
      "script-src 'self'",
    );
  });

  it('serves a precompressed file when the browser accepts it', async () => {
    const response = await setup().app.request('/assets/index-Ab12Cd.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
  });
});

describe('compression', () => {
  it('compresses API answers for the browser but not the emulator’s answers to the proxy (loopback)', async () => {
    const emulator = new Hono();
    emulator.get('/moderation/big', (c) => c.json({ data: 'x'.repeat(5000) }));
    const upstream = recordingFetch(() => Response.json({ data: 'y'.repeat(5000) }));
    const app = createApp({ ...onStore(store(), testConfig), fetch: upstream.fetch, emulator, log: () => undefined });
    const headers = { 'accept-encoding': 'gzip' };
    expect((await app.request('/api/apps/prod-1/moderation/rules', { headers })).headers.get('content-encoding')).toBe(
      'gzip',
    );
    expect((await app.request('/emulator/moderation/big', { headers })).headers.get('content-encoding')).toBeNull();
  });
});
