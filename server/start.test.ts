import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, listEnvelopeSchema, ruleSchema } from '../contract/schemas/index.ts';
import { startDashboard, type RunningDashboard } from './start.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The real server on a free port, in embedded mode: HTTP -> proxy -> emulator (in-process), no fakes.
describe('the dashboard server with its embedded emulator', () => {
  let dashboard: RunningDashboard;
  const lines: string[] = [];

  beforeAll(async () => {
    dashboard = await startDashboard({
      env: { HOST: '127.0.0.1', PORT: '0', DASHBOARD_DIST_DIR: join(tmpdir(), 'no-such-dashboard-dist') },
      root,
      build: false,
      store: store(),
      archive: false,
      log: (line) => lines.push(line),
    });
  });
  afterAll(() => dashboard.close());

  it('lists the embedded apps', async () => {
    expect(dashboard.source).toBe('embedded emulator');
    const response = await fetch(new URL('/api/apps', dashboard.url));
    expect(await response.json()).toEqual({
      data: [
        // The embedded apps take the emulator's webhooks by default.
        { appId: 'demo-app', name: 'Demo app', webhooks: true },
        { appId: 'staging-app', name: 'Staging app', webhooks: true },
      ],
    });
  });

  it('proxies the rules of demo-app end to end', async () => {
    const response = await fetch(new URL('/api/apps/demo-app/moderation/rules?limit=3', dashboard.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/); // fetch decodes it for us
    const body = listEnvelopeSchema.parse(await response.json());
    expect(body.data.length).toBeGreaterThan(0);
    for (const rule of body.data) expect(ruleSchema.safeParse(rule).success).toBe(true);
    // The emulator answers the proxy in-process: one request, one log line, no loopback exchange.
    const paths = lines.map((line) => JSON.parse(line).path);
    expect(paths).toContain('/api/apps/demo-app/moderation/rules');
    expect(paths).not.toContain('/emulator/moderation/apps/demo-app/moderation/rules');
  });

  it('reads and changes notification settings through the proxy', async () => {
    const url = new URL('/api/apps/staging-app/notifications/settings', dashboard.url);
    const patch = await fetch(url, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'dashboard',
        origin: new URL(dashboard.url).origin,
      },
      body: JSON.stringify({ sound: { chat: 'integration-test' } }),
    });
    expect(await patch.json()).toEqual({ data: { success: true } });
    const settings = await (await fetch(url)).json();
    expect(settings).toMatchObject({ data: { sound: { chat: 'integration-test' } } });
  });

  it("passes the emulator's own 404 through", async () => {
    const response = await fetch(new URL('/api/apps/demo-app/moderation/rules/no-such-rule', dashboard.url));
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error?.code).toBe('ERR_RULE_NOT_FOUND');
  });

  it('checks every connection without printing a URL or credential', async () => {
    const lines = await dashboard.checkConnections();
    expect(lines).toEqual([
      expect.stringMatching(/^Connection demo-app: reachable, credentials accepted, \d+ ms$/),
      expect.stringMatching(/^Connection staging-app: reachable, credentials accepted, \d+ ms$/),
    ]);
    expect(dashboard.access).toBe('no sign-in (no users configured; loopback only)');
  });

  it('answers JSON 404 where there is no built SPA', async () => {
    const response = await fetch(new URL('/apps/demo-app/rules', dashboard.url));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
  });
});

// Served by @hono/node-server, the proxy learns that the browser left from the response closing.
describe('a browser that leaves while the proxy waits for the emulator', () => {
  let dashboard: RunningDashboard;
  const lines: string[] = [];

  beforeAll(async () => {
    dashboard = await startDashboard({
      env: {
        HOST: '127.0.0.1',
        PORT: '0',
        DASHBOARD_DIST_DIR: join(tmpdir(), 'no-such-dashboard-dist'),
        EMULATOR_FAULTS: '1',
      },
      root,
      build: false,
      store: store(),
      archive: false,
      log: (line) => lines.push(line),
    });
  });
  afterAll(() => dashboard.close());

  it('is logged as 499 and the next request is answered', async () => {
    const faults = new URL('/emulator/_faults', dashboard.url);
    await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: faults.origin, 'x-requested-with': 'test' },
      body: JSON.stringify({ operation: 'rules', kind: 'delay', delayMs: 60_000, appId: 'demo-app' }),
    });
    const browser = new AbortController();
    const answer = fetch(new URL('/api/apps/demo-app/moderation/rules', dashboard.url), {
      signal: browser.signal,
    }).catch((error: unknown) => error);
    // The fault is used up once the request is in the emulator.
    await expect.poll(async () => (await (await fetch(faults)).json()).data).toEqual([]);
    browser.abort();
    expect(await answer).toMatchObject({ name: 'AbortError' });
    await expect
      .poll(() =>
        lines
          .map((line) => JSON.parse(line))
          .filter((entry) => entry.path === '/api/apps/demo-app/moderation/rules')
          .map((entry) => entry.status),
      )
      .toEqual([499]);
    expect((await fetch(new URL('/api/apps/demo-app/moderation/rules', dashboard.url))).status).toBe(200);
  });
});
