import { describe, expect, it } from 'vitest';
import { SAME_ORIGIN } from '../testing/fake-upstream.ts';
import { appWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const READ = '/api/apps/prod-1/moderation/rules';
const SETTINGS = '/api/apps/prod-1/notifications/settings';
const AUDIT = '/api/apps/prod-1/audit';
const HEALTH = '/api/apps/prod-1/health';
const PATCH = { method: 'PATCH', body: '{"sound":{"chat":"x"}}' };
const JSON_TYPE = { 'content-type': 'application/json' };

type Who = 'nobody' | 'ada' | 'vic' | 'lim';
const passwords: Record<Exclude<Who, 'nobody'>, string> = {
  ada: PASSWORDS.admin,
  vic: PASSWORDS.viewer,
  lim: PASSWORDS.limited,
};

async function as(who: Who) {
  const setup = await appWithUsers(store());
  const cookie = who === 'nobody' ? '' : (await signIn(setup.app, who, passwords[who])).cookie;
  const request = (path: string, init: RequestInit = {}) =>
    setup.app.request(path, {
      ...init,
      headers: {
        ...JSON_TYPE,
        ...SAME_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  return { ...setup, request };
}

describe('what each role may do', () => {
  it.each<[Who, string, RequestInit, number, string?]>([
    ['nobody', '/api/apps', {}, 401, 'ERR_SESSION_REQUIRED'],
    ['nobody', READ, {}, 401, 'ERR_SESSION_REQUIRED'],
    ['nobody', SETTINGS, PATCH, 401, 'ERR_SESSION_REQUIRED'],
    ['nobody', HEALTH, {}, 401, 'ERR_SESSION_REQUIRED'],
    ['vic', READ, {}, 200],
    ['vic', '/api/apps/prod-2/moderation/blocked-messages', {}, 200],
    ['vic', HEALTH, {}, 200],
    ['vic', SETTINGS, {}, 403, 'ERR_ROLE_FORBIDDEN'],
    ['vic', SETTINGS, PATCH, 403, 'ERR_ROLE_FORBIDDEN'],
    ['vic', AUDIT, {}, 403, 'ERR_ROLE_FORBIDDEN'],
    ['lim', READ, {}, 200],
    ['lim', '/api/apps/prod-2/moderation/rules', {}, 403, 'ERR_APP_FORBIDDEN'],
    ['lim', '/api/apps/prod-2/health', {}, 403, 'ERR_APP_FORBIDDEN'],
    ['ada', READ, {}, 200],
    ['ada', SETTINGS, {}, 200],
    ['ada', SETTINGS, PATCH, 200],
    ['ada', AUDIT, {}, 200],
    ['ada', '/api/apps/prod-2/notifications/settings', PATCH, 200],
  ])('%s: %s %s is %i', async (who, path, init, status, code) => {
    const { request, calls } = await as(who);
    const response = await request(path, init);
    expect(response.status).toBe(status);
    if (code) {
      expect(await response.json()).toMatchObject({ error: { code } });
      expect(calls).toHaveLength(0);
    }
  });

  it.each([
    '/api/apps/prod-1/notifications%2Fsettings',
    '/api/apps/prod-1/%6Eotifications/settings',
    '/api/apps/prod-1/Notifications/settings',
    '/api/apps/prod-1/notifications/settings/',
    '/api/apps/prod-1//notifications/settings',
    '/api/apps/prod-1/moderation/../notifications/settings',
    '/api/apps/prod-1/%61udit',
  ])('a viewer cannot reach the settings or the audit log through %s', async (path) => {
    const { request, calls } = await as('vic');
    const response = await request(path);
    expect([403, 404]).toContain(response.status);
    expect(calls).toHaveLength(0);
  });

  it('lists only the apps a user may open', async () => {
    expect(await (await (await as('vic')).request('/api/apps')).json()).toEqual({
      data: [
        { appId: 'prod-1', name: 'Production' },
        { appId: 'prod-2', name: 'Second' },
      ],
    });
    expect(await (await (await as('lim')).request('/api/apps')).json()).toEqual({
      data: [{ appId: 'prod-1', name: 'Production' }],
    });
  });

  it('says why in the refusal', async () => {
    const refusal = await (await (await as('vic')).request(SETTINGS, PATCH)).json();
    expect(refusal.error.message).toBe("Your role (viewer) can't use notification settings; ask an admin.");
  });
});

describe('cross-site requests', () => {
  it.each<[string, Record<string, string>]>([
    ['without X-Requested-With', { 'x-requested-with': '' }],
    ['from another origin', { origin: 'https://evil.test' }],
    ['with Origin "null"', { origin: 'null' }],
    ['marked cross-site by the browser', { 'sec-fetch-site': 'cross-site' }],
    ['marked same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['without Origin or Sec-Fetch-Site', { origin: '' }],
  ])('refuses an admin PATCH %s', async (_, headers) => {
    const { request, calls } = await as('ada');
    const response = await request(SETTINGS, { ...PATCH, headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_CSRF' } });
    expect(calls).toHaveLength(0);
  });

  it('accepts Sec-Fetch-Site: same-origin without Origin', async () => {
    const { request } = await as('ada');
    expect(
      (await request(SETTINGS, { ...PATCH, headers: { origin: '', 'sec-fetch-site': 'same-origin' } })).status,
    ).toBe(200);
  });

  it.each([
    ['POST', { username: 'ada', password: PASSWORDS.admin }],
    ['DELETE', undefined],
  ])('refuses a cross-site %s /api/session', async (method, body) => {
    const { app } = await appWithUsers(store());
    const response = await app.request('/api/session', {
      method,
      headers: { ...JSON_TYPE, origin: 'https://evil.test', 'x-requested-with': 'x' },
      body: body && JSON.stringify(body),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('a user limited to one app', () => {
  it.each([
    '/api/apps/..%2Fprod-2/moderation/rules',
    '/api/apps/prod-1%2F..%2Fprod-2/moderation/rules',
    '/api/apps/prod-2%00/moderation/rules',
    '/api/apps/PROD-2/moderation/rules',
  ])('cannot reach the other app through %s', async (path) => {
    const { request, calls } = await as('lim');
    const response = await request(path);
    // A NUL is bad input (400) before the app is even looked up.
    expect([400, 403, 404]).toContain(response.status);
    expect(calls).toHaveLength(0);
  });
});
