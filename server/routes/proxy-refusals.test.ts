import { describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

function setup() {
  const upstream = recordingFetch();
  const app = createApp({ ...onStore(store(), testConfig), fetch: upstream.fetch, log: () => undefined });
  return { app, calls: upstream.calls };
}

const PATCH_HEADERS = { 'content-type': 'application/json', ...SAME_ORIGIN };

describe('settings changes from elsewhere', () => {
  it.each([
    ['without X-Requested-With', { 'content-type': 'application/json' }, 403],
    ['from another site', { ...PATCH_HEADERS, 'sec-fetch-site': 'cross-site' }, 403],
    ['with a non-JSON body', { ...PATCH_HEADERS, 'content-type': 'text/plain' }, 415],
  ])('refuses a PATCH %s', async (_, headers, status) => {
    const { app, calls } = setup();
    const response = await app.request('/api/apps/prod-1/notifications/settings', {
      method: 'PATCH',
      headers,
      body: '{}',
    });
    expect(response.status).toBe(status);
    expect(calls).toHaveLength(0);
  });
});

describe('what is not forwarded', () => {
  it.each([
    ['GET', '/api/apps/unknown/moderation/rules'],
    ['GET', '/api/apps/unknown/notifications/settings'],
    ['PUT', '/api/apps/prod-1/notifications/settings'],
    ['DELETE', '/api/apps/prod-1/notifications/settings/extra'],
    ['DELETE', '/api/apps/prod-1/notifications'],
    ['HEAD', '/api/apps/prod-1/moderation/rules'],
    ['PATCH', '/api/apps/prod-1/moderation/rules/r1'],
    // Writes go to a collection (POST) or one id (PUT, DELETE), nowhere else; an id is checked first.
    ['PUT', '/api/apps/prod-1/moderation/rules'],
    ['POST', '/api/apps/prod-1/moderation/keywords/profanity-list'],
    ['DELETE', '/api/apps/prod-1/moderation/reasons/a.b'],
    ['HEAD', '/api/apps/prod-1/moderation/keywords'],
    ['GET', '/api/apps/prod-1/moderation/keywords/'],
    ['GET', '/api/apps/prod-1/moderation/users'],
    ['GET', '/api/apps/prod-1/moderation/rules/r1/revisions/3'],
    ['GET', '/api/apps/prod-1/moderation/rules/'],
    ['GET', '/api/apps/prod-1/moderation'],
    ['GET', '/api/apps/prod-1/notifications/settings/extra'],
    ['GET', '/api/apps/prod-1/v3/notifications/v1/settings'],
    ['GET', '/api/other'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const { app, calls } = setup();
    const changes = method !== 'GET' && method !== 'HEAD';
    const response = await app.request(path, { method, ...(changes ? { headers: PATCH_HEADERS, body: '{}' } : {}) });
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
    if (method !== 'HEAD')
      expect(await response.json()).toMatchObject({ error: { code: 'ERR_NOT_FOUND', message: expect.any(String) } });
  });

  it.each([
    '/api/apps/..%2F..%2Fevil/moderation/rules',
    '/api/apps/prod-1%2F..%2Fother/moderation/rules',
    '/api/apps/%2e%2e/moderation/rules',
    '/api/apps/prod-1/moderation/rules/..%2F..%2F..%2Fadmin',
    '/api/apps/prod-1/moderation/rules/%2e%2e%2fadmin/revisions',
    '/api/apps/prod-1/moderation/rules/..',
    '/api/apps/prod-1/moderation/rules/%2e%2e/revisions',
    '/api/apps/prod-1/moderation/rules/a%252e%252e',
    '/api/apps/prod-1/moderation/rules/http:%2F%2Fevil.test%2Fx',
    '/api/apps/prod-1/moderation/rules/%40evil.test',
    '/api/apps/prod-1/moderation/keywords/..%5C..%5Cx',
    '/api/apps/prod-1/moderation/keywords/a%20b',
    '/api/apps/prod-1/moderation/keywords/a:b',
    '/api/apps/prod-1/moderation/keywords/caf%C3%A9',
    `/api/apps/prod-1/moderation/keywords/${'x'.repeat(101)}`,
    '/api/apps/http:%2F%2Fevil.test/moderation/rules',
    '/api/apps/prod-1/moderation/rules/%3Fq=1',
    '/api/apps/prod-1/moderation/rules/x%23y',
  ])('refuses %s without calling any upstream', async (path) => {
    const { app, calls } = setup();
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it('refuses a NUL in a path part as bad input, in words, without calling any upstream', async () => {
    const { app, calls } = setup();
    const response = await app.request('/api/apps/prod-1/moderation/keywords/a%00b');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'ERR_BAD_REQUEST', message: expect.stringMatching(/Path part/) },
    });
    expect(calls).toHaveLength(0);
  });
});
