import { describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import type { DashboardConfig } from '../config.ts';
import { createEmulator } from '../emulator/index.ts';
import { recordingFetch, TEST_SECRETS } from '../testing/fake-upstream.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const restApp = {
  appId: 'rest-1',
  name: 'REST app',
  moderationApi: 'rest' as const,
  region: 'eu' as const,
  moderationBaseUrl: 'https://rest-1.api-eu.cometchat.io/v3',
  restBaseUrl: 'https://rest-1.api-eu.cometchat.io/v3',
  notificationsBaseUrl: 'https://rest-1.api-eu.cometchat.io',
  apiKey: TEST_SECRETS.apiKey,
};

describe('the REST flavour', () => {
  it.each([
    ['/rules?limit=5', 'https://rest-1.api-eu.cometchat.io/v3/moderation/rules?limit=5'],
    ['/blocked-messages', 'https://rest-1.api-eu.cometchat.io/v3/moderation/blocked-messages'],
    ['/rules/r1/revisions', 'https://rest-1.api-eu.cometchat.io/v3/moderation/rules/r1/revisions'],
    ['/keywords/profanity-list', 'https://rest-1.api-eu.cometchat.io/v3/moderation/keywords/profanity-list'],
    ['/keywords?limit=100', 'https://rest-1.api-eu.cometchat.io/v3/moderation/keywords?limit=100'],
  ])('forwards %s to the per-app host with the apikey and the app id only', async (rest, expected) => {
    const upstream = recordingFetch();
    const app = createApp({
      ...onStore(store(), { apps: [restApp], upstreamTimeoutMs: 2000 }),
      fetch: upstream.fetch,
      log: () => undefined,
    });
    expect((await app.request(`/api/apps/rest-1/moderation${rest}`)).status).toBe(200);
    expect(upstream.calls[0]?.url).toBe(expected);
    expect(Object.fromEntries(upstream.calls[0]?.headers ?? [])).toEqual({
      accept: 'application/json',
      apikey: TEST_SECRETS.apiKey,
      appid: 'rest-1',
    });
  });

  it('reads the same data from the emulator as the management flavour', async () => {
    const emulator = createEmulator();
    const viaEmulator: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return emulator.request(url.pathname.replace(/^\/emulator/, '') + url.search, init);
    };
    const base = 'http://127.0.0.1:1/emulator';
    const config: DashboardConfig = {
      upstreamTimeoutMs: 2000,
      apps: [
        {
          appId: 'demo-app',
          name: 'REST',
          moderationApi: 'rest',
          moderationBaseUrl: `${base}/rest/demo-app/v3`,
          restBaseUrl: `${base}/rest/demo-app/v3`,
          notificationsBaseUrl: `${base}/notifications/demo-app`,
          apiKey: 'demo-apikey',
        },
        {
          appId: 'staging-app',
          name: 'M',
          moderationApi: 'management',
          moderationBaseUrl: `${base}/moderation`,
          notificationsBaseUrl: `${base}/notifications/staging-app`,
          restBaseUrl: `${base}/notifications/staging-app/v3`,
          key: 'demo-key',
          secret: 'demo-secret',
          apiKey: 'demo-apikey',
        },
      ],
    };
    const app = createApp({ ...onStore(store(), config), fetch: viaEmulator, log: () => undefined });
    const viaRest = await app.request('/api/apps/demo-app/moderation/rules/spam-links/revisions');
    const direct = await emulator.request('/moderation/apps/demo-app/moderation/rules/spam-links/revisions', {
      headers: { key: 'demo-key', secret: 'demo-secret' },
    });
    expect(viaRest.status).toBe(200);
    expect(await viaRest.json()).toEqual(await direct.json());
    const health = await app.request('/api/apps/demo-app/health');
    expect(await health.json()).toMatchObject({ data: { reachable: true, credentials: 'accepted' } });
  });

  it('reads through the regionless host, naming the app in the appid header', async () => {
    const emulator = createEmulator();
    const viaEmulator: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      return emulator.request(url.pathname.replace(/^\/emulator/, '') + url.search, init);
    };
    const app = {
      appId: 'demo-app',
      name: 'R',
      moderationApi: 'rest' as const,
      moderationBaseUrl: 'http://127.0.0.1:1/emulator/rest/v3',
      restBaseUrl: 'http://127.0.0.1:1/emulator/rest/v3',
      notificationsBaseUrl: 'http://127.0.0.1:1/n',
      apiKey: 'demo-apikey',
    };
    const dashboard = createApp({
      ...onStore(store(), { apps: [app], upstreamTimeoutMs: 2000 }),
      fetch: viaEmulator,
      log: () => undefined,
    });
    const response = await dashboard.request('/api/apps/demo-app/moderation/rules?limit=100');
    expect(response.status).toBe(200);
    expect((await response.json()).meta.current).toEqual({ limit: 100, count: 18 });
  });

  it('never accepts the management key as the REST apikey', async () => {
    const emulator = createEmulator();
    const viaEmulator: typeof fetch = async (input, init) =>
      emulator.request(new URL(String(input)).pathname.replace(/^\/emulator/, ''), init);
    const app = {
      appId: 'demo-app',
      name: 'R',
      moderationApi: 'rest' as const,
      moderationBaseUrl: 'http://127.0.0.1:1/emulator/rest/demo-app/v3',
      restBaseUrl: 'http://127.0.0.1:1/emulator/rest/demo-app/v3',
      notificationsBaseUrl: 'http://127.0.0.1:1/n',
      apiKey: 'demo-key',
    };
    const dashboard = createApp({
      ...onStore(store(), { apps: [app], upstreamTimeoutMs: 2000 }),
      fetch: viaEmulator,
      log: () => undefined,
    });
    const response = await dashboard.request('/api/apps/demo-app/moderation/rules');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND' } });
  });
});

describe('ids that try to leave their place', () => {
  it.each([
    '/api/apps/rest-1/moderation/rules/..%2F..%2Fusers',
    '/api/apps/rest-1/moderation/rules/%2e%2e',
    '/api/apps/rest-1/moderation/keywords/https:%2F%2Fevil.test',
    '/api/apps/rest-1/moderation/keywords/%2F%2Fevil.test',
    '/api/apps/rest-1%2F..%2Fother/moderation/rules',
    '/api/apps/..%2Frest-1/health',
    '/api/apps/https:%2F%2Fevil.test/health',
    '/api/apps/..%2F..%2Fetc/audit',
  ])('%s reaches no upstream', async (path) => {
    const upstream = recordingFetch();
    const app = createApp({
      ...onStore(store(), { apps: [restApp], upstreamTimeoutMs: 2000 }),
      fetch: upstream.fetch,
      log: () => undefined,
    });
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(upstream.calls).toHaveLength(0);
  });

  it('keeps a traversal in the query string inside the query string', async () => {
    const upstream = recordingFetch();
    const app = createApp({
      ...onStore(store(), { apps: [restApp], upstreamTimeoutMs: 2000 }),
      fetch: upstream.fetch,
      log: () => undefined,
    });
    await app.request('/api/apps/rest-1/moderation/rules?limit=1&x=/../../admin');
    const url = new URL(upstream.calls[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://rest-1.api-eu.cometchat.io/v3/moderation/rules');
  });
});
