import { describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { healthRoutes } from './health.ts';
import { containsSecret, everythingIn, recordingFetch, TEST_SECRETS, testConfig } from '../testing/fake-upstream.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

function setup(respond: Parameters<typeof recordingFetch>[0]) {
  const upstream = recordingFetch(respond);
  const app = createApp({ ...onStore(store(), testConfig), fetch: upstream.fetch, log: () => undefined });
  return { app, calls: upstream.calls };
}

describe('GET /api/apps/:appId/health', () => {
  it('asks the upstream for one rule with the credentials and reports acceptance', async () => {
    const { app, calls } = setup(() => Response.json({ data: [] }));
    const response = await app.request('/api/apps/prod-1/health');
    const body = await response.json();
    expect(body).toEqual({
      data: {
        reachable: true,
        credentials: 'accepted',
        latencyMs: expect.any(Number),
        checkedAt: expect.any(Number),
        status: 200,
      },
    });
    expect(Math.abs(body.data.checkedAt - Date.now() / 1000)).toBeLessThan(5);
    expect(calls[0]?.url).toBe('https://mod.example.test/base/apps/prod-1/moderation/rules?limit=1');
    expect(calls[0]?.headers.get('key')).toBe(TEST_SECRETS.key);
  });

  it.each([
    [401, 'rejected'],
    [403, 'rejected'],
    [500, 'unknown'],
    [302, 'unknown'],
    [404, 'unknown'],
  ])('reports an upstream %i as credentials %s', async (status, credentials) => {
    const { app } = setup(
      () => new Response(null, { status, headers: status === 302 ? { location: 'https://elsewhere.test' } : {} }),
    );
    const response = await app.request('/api/apps/prod-1/health');
    expect(await response.json()).toMatchObject({ data: { reachable: true, credentials, status } });
  });

  it('reports an unknown API key (404 AUTH_ERR_APIKEY_NOT_FOUND, as the service answers it) as rejected', async () => {
    const { app } = setup(() =>
      Response.json(
        { error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND', message: 'The key does not exist.' } },
        { status: 404 },
      ),
    );
    const response = await app.request('/api/apps/prod-1/health');
    expect(await response.json()).toMatchObject({ data: { reachable: true, credentials: 'rejected', status: 404 } });
  });

  it('reports an unreachable upstream by error code, without URL or secret', async () => {
    const { app } = setup(() => {
      throw Object.assign(new TypeError(`fetch failed https://mod.example.test?key=${TEST_SECRETS.key}`), {
        cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }),
      });
    });
    const response = await app.request('/api/apps/prod-1/health');
    const text = await everythingIn(response);
    expect(JSON.parse(text.slice(text.indexOf('{')))).toMatchObject({
      data: { reachable: false, credentials: 'unknown', problem: 'ECONNREFUSED' },
    });
    expect(containsSecret(text)).toBe(false);
    expect(text).not.toContain('mod.example.test');
  });

  it('reuses an answer for 10 s, or for 1 s when asked for a fresh one', async () => {
    const upstream = recordingFetch(() => Response.json({ data: [] }));
    const clock = { now: Date.UTC(2025, 0, 1, 9) };
    const routes = healthRoutes({ config: testConfig, fetch: upstream.fetch, now: () => clock.now });
    const checkAfter = async (ms: number, query = '') => {
      clock.now += ms;
      await routes.request(`/prod-1/health${query}`);
      return upstream.calls.length;
    };
    expect(await checkAfter(0)).toBe(1);
    expect(await checkAfter(9_999)).toBe(1);
    expect(await checkAfter(1, '?fresh=1')).toBe(2);
    expect(await checkAfter(999, '?fresh=1')).toBe(2);
    expect(await checkAfter(1, '?fresh=1')).toBe(3);
    expect(await checkAfter(10_000)).toBe(4);
  });

  it('is a 404 for an app that is not configured', async () => {
    const { app, calls } = setup(() => Response.json({}));
    expect((await app.request('/api/apps/other/health')).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
