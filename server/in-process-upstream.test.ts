import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { onStore } from './testing/app-on-store.ts';
import { createApp } from './app.ts';
import type { DashboardConfig } from './config.ts';
import { createEmulator } from './emulator/index.ts';
import { FAULT_HEADERS } from './emulator/test-support.ts';
import { inProcessFetch } from './in-process-upstream.ts';
import { containsSecret, everythingIn, recordingFetch, SAME_ORIGIN, TEST_SECRETS } from './testing/fake-upstream.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

// The embedded setup as start.ts makes it, with the test credentials as the emulator's own.
const SELF = 'http://127.0.0.1:8080';
const KEY = TEST_SECRETS.key;
const SECRET = TEST_SECRETS.secret;
const API_KEY = TEST_SECRETS.apiKey;

function appConfig(
  appId: string,
  moderationBaseUrl: string,
  notificationsBaseUrl = `${SELF}/emulator/notifications/${appId}`,
) {
  return {
    appId,
    name: appId,
    moderationApi: 'management' as const,
    moderationBaseUrl,
    notificationsBaseUrl,
    restBaseUrl: `${notificationsBaseUrl}/v3`,
    key: KEY,
    secret: SECRET,
    apiKey: API_KEY,
  };
}

function embedded(options: { timeoutMs?: number; apps?: DashboardConfig['apps']; emulator?: Hono } = {}) {
  const emulator = options.emulator ?? createEmulator({ key: KEY, secret: SECRET, apiKey: API_KEY, faults: true });
  // Sees every request that reaches the emulator: the in-process ones included.
  const seen: Request[] = [];
  const finished: Request[] = [];
  const spy = new Hono();
  spy.use('*', async (c, next) => {
    seen.push(c.req.raw);
    await next();
    finished.push(c.req.raw);
  });
  spy.route('/', emulator);
  const network = recordingFetch(() => Response.json({ data: [] }));
  const lines: string[] = [];
  const config: DashboardConfig = {
    upstreamTimeoutMs: options.timeoutMs ?? 2000,
    apps: options.apps ?? [appConfig('demo-app', `${SELF}/emulator/moderation`)],
  };
  const app = createApp({
    ...onStore(store(), config),
    emulator: spy,
    selfUrl: SELF,
    fetch: network.fetch,
    log: (line) => lines.push(line),
  });
  const fault = (body: object) =>
    app.request('/emulator/_faults', { method: 'POST', headers: FAULT_HEADERS, body: JSON.stringify(body) });
  return { app, seen, finished, network: network.calls, lines, fault };
}

describe('in-process dispatch to the embedded emulator', () => {
  it.each([
    ['the emulator on this server', `${SELF}/emulator/moderation`, 'in-process'],
    ['another port', 'http://127.0.0.1:8081/emulator/moderation', 'network'],
    ['another name for this host', 'http://localhost:8080/emulator/moderation', 'network'],
    ['https on the same port', 'https://127.0.0.1:8080/emulator/moderation', 'network'],
    ['a path that only starts like the mount point', `${SELF}/emulatorx/moderation`, 'network'],
    ['another route of this server', `${SELF}/api`, 'network'],
  ])('%s: %s goes %s', async (_, base, way) => {
    const { app, seen, network } = embedded({ apps: [appConfig('demo-app', base)] });
    const response = await app.request('/api/apps/demo-app/moderation/rules?limit=2');
    expect(response.status).toBe(200);
    if (way === 'in-process') {
      expect(network).toHaveLength(0);
      expect(seen.map((request) => request.url)).toEqual([
        `${SELF}/emulator/moderation/apps/demo-app/moderation/rules?limit=2`,
      ]);
      expect((await response.json()).data).toHaveLength(2);
    } else {
      expect(seen).toHaveLength(0);
      expect(network.map((request) => request.url)).toEqual([`${base}/apps/demo-app/moderation/rules?limit=2`]);
    }
  });

  it('hands the emulator a read with its method, query, credentials and no browser header', async () => {
    const { app, seen } = embedded();
    const response = await app.request('/api/apps/demo-app/moderation/blocked-messages?limit=2', {
      headers: { cookie: 'session=abc', accept: 'application/json' },
    });
    expect((await response.json()).data).toHaveLength(2);
    const [sent] = seen;
    expect(sent?.method).toBe('GET');
    expect(sent?.url).toBe(`${SELF}/emulator/moderation/apps/demo-app/moderation/blocked-messages?limit=2`);
    expect(Object.fromEntries(sent?.headers ?? [])).toEqual({ accept: 'application/json', key: KEY, secret: SECRET });
    expect(sent?.signal.aborted).toBe(false);
  });

  it('hands the emulator the method, credentials, body and no browser header', async () => {
    const { app, seen } = embedded();
    const body = JSON.stringify({ sound: { chat: 'in-process' } });
    const patch = await app.request('/api/apps/demo-app/notifications/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: 'session=abc', ...SAME_ORIGIN },
      body,
    });
    expect(await patch.json()).toEqual({ data: { success: true } });
    const sent = seen.find((request) => request.method === 'PATCH');
    expect(Object.fromEntries(sent?.headers ?? [])).toEqual({
      accept: 'application/json',
      apikey: API_KEY,
      'content-type': 'application/json',
    });
    expect(sent?.redirect).toBe('manual');
    const read = await app.request('/api/apps/demo-app/notifications/settings');
    expect(await read.json()).toMatchObject({ data: { sound: { chat: 'in-process' } } });
  });

  it.each([
    ['the rule list', '/api/apps/demo-app/moderation/rules', 200],
    ['blocked messages', '/api/apps/demo-app/moderation/blocked-messages?limit=3', 200],
    ['a rule', '/api/apps/demo-app/moderation/rules/spam-links', 200],
    ['its revisions', '/api/apps/demo-app/moderation/rules/spam-links/revisions', 200],
    ['a keyword list', '/api/apps/demo-app/moderation/keywords/profanity-list', 200],
    ['the settings', '/api/apps/demo-app/notifications/settings', 200],
    ['an unknown rule', '/api/apps/demo-app/moderation/rules/no-such-rule', 404],
  ])('never lets a credential out: %s', async (_, path, status) => {
    const { app, lines } = embedded();
    const response = await app.request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(containsSecret(await everythingIn(response))).toBe(false);
    expect(lines.some(containsSecret)).toBe(false);
  });

  it('keeps the header allow-list, refuses redirects and keeps credentials out of echoed headers', async () => {
    const fake = new Hono();
    fake.get('/moderation/apps/:appId/moderation/rules', (c) =>
      c.json({ data: [] }, 429, {
        'retry-after': '3',
        'set-cookie': 'upstream=1',
        server: 'emulator',
        'x-ratelimit-debug': `key=${c.req.header('key')}`,
      }),
    );
    fake.get('/moderation/apps/:appId/moderation/rules/:ruleId', (c) => c.redirect('https://evil.test/', 302));
    const { app } = embedded({ emulator: fake });
    const limited = await app.request('/api/apps/demo-app/moderation/rules');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    for (const dropped of ['set-cookie', 'server', 'x-ratelimit-debug'])
      expect(limited.headers.get(dropped)).toBeNull();
    expect(containsSecret(await everythingIn(limited))).toBe(false);

    const redirected = await app.request('/api/apps/demo-app/moderation/rules/r1');
    expect(redirected.status).toBe(502);
    expect(redirected.headers.get('location')).toBeNull();
    expect(await redirected.json()).toMatchObject({ error: { code: 'ERR_UPSTREAM_REDIRECT' } });
  });

  it('answers 504 JSON when a delay fault outlasts the timeout, and stops the emulator', async () => {
    const { app, seen, finished, fault } = embedded({ timeoutMs: 50 });
    await fault({ operation: 'rules', kind: 'delay', delayMs: 60_000, appId: 'demo-app' });
    const started = Date.now();
    const response = await app.request('/api/apps/demo-app/moderation/rules');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: { code: 'ERR_UPSTREAM_TIMEOUT', message: expect.stringContaining('50 ms') },
    });
    const delayed = seen.find((request) => request.url.includes('/moderation/rules'));
    expect(delayed?.signal.aborted).toBe(true);
    // Cut short, not left sleeping for a minute.
    await expect.poll(() => finished.includes(delayed as Request)).toBe(true);
  });

  it('answers 499 and stops the emulator when the browser goes away', async () => {
    const { app, seen, finished, fault, lines } = embedded();
    await fault({ operation: 'rules', kind: 'delay', delayMs: 60_000, appId: 'demo-app' });
    const browser = new AbortController();
    const answer = app.request('/api/apps/demo-app/moderation/rules', { signal: browser.signal });
    await expect.poll(() => seen.some((request) => request.url.includes('/moderation/rules'))).toBe(true);
    browser.abort();
    expect((await answer).status).toBe(499);
    const delayed = seen.find((request) => request.url.includes('/moderation/rules'));
    await expect.poll(() => finished.includes(delayed as Request)).toBe(true);
    expect(lines.map((line) => JSON.parse(line)).filter((entry) => entry.path.startsWith('/api/'))).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/apps/demo-app/moderation/rules', status: 499 }),
    ]);
  });

  it('refuses a body over 1 MB before the emulator sees it', async () => {
    const { app, seen } = embedded();
    const response = await app.request('/api/apps/demo-app/notifications/settings', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024 + 1), ...SAME_ORIGIN },
      body: '{}',
    });
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('reports a health check cut short by a delay fault as a timeout', async () => {
    const { app, fault } = embedded({ timeoutMs: 50 });
    await fault({ operation: 'rules', kind: 'delay', delayMs: 60_000, appId: 'demo-app' });
    const response = await app.request('/api/apps/demo-app/health');
    expect(await response.json()).toMatchObject({ data: { reachable: false, problem: 'timeout' } });
  });
});

describe('inProcessFetch', () => {
  const emulator = new Hono();
  emulator.get('/echo', (c) => c.json({ url: c.req.url, method: c.req.method }));
  const network = recordingFetch();
  const dispatch = inProcessFetch({
    selfUrl: `${SELF}/`,
    mountPath: '/emulator',
    app: emulator,
    fallback: network.fetch,
  });

  it('answers its own mount point with the same URL, everything else from the network', async () => {
    expect(await (await dispatch(new URL(`${SELF}/emulator/echo?x=1`))).json()).toEqual({
      url: `${SELF}/emulator/echo?x=1`,
      method: 'GET',
    });
    await dispatch(`${SELF}/emulator`);
    await dispatch('http://127.0.0.1:9/emulator/echo');
    expect(network.calls.map((request) => request.url)).toEqual([
      `${SELF}/emulator`,
      'http://127.0.0.1:9/emulator/echo',
    ]);
  });

  it('rejects like fetch when its signal is already aborted', async () => {
    const signal = AbortSignal.abort(new DOMException('gone', 'TimeoutError'));
    await expect(dispatch(`${SELF}/emulator/echo`, { signal })).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
