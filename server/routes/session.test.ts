import { describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';
import { hashPassword } from '../auth/password.ts';
import { appWithUsers, configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const MINUTE = 60_000;

describe('sign-in', () => {
  it('sets a signed, HttpOnly, SameSite=Strict session cookie and says who is signed in', async () => {
    const { app } = await appWithUsers(store());
    const { response, setCookie, cookie } = await signIn(app, 'lim', PASSWORDS.limited);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { authRequired: true, user: { username: 'lim', role: 'viewer', appIds: ['prod-1'] } },
    });
    expect(setCookie).toMatch(/^dashboard_session=[\w-]+\.[\w-]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(setCookie).not.toContain('Secure');
    const me = await app.request('/api/session', { headers: { cookie } });
    expect(await me.json()).toEqual({
      data: { authRequired: true, user: { username: 'lim', role: 'viewer', appIds: ['prod-1'] } },
    });
  });

  it('marks the cookie Secure over HTTPS, and behind a proxy only when told to trust it', async () => {
    const direct = await appWithUsers(store());
    const https = await direct.app.request('https://dash.example.test/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'x', origin: 'https://dash.example.test' },
      body: JSON.stringify({ username: 'ada', password: PASSWORDS.admin }),
    });
    expect(https.headers.get('set-cookie')).toContain('; Secure');
    const forwarded = { 'x-forwarded-proto': 'https' };
    const untrusted = await direct.app.request('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...forwarded },
      body: JSON.stringify({ username: 'ada', password: PASSWORDS.admin }),
    });
    expect(untrusted.headers.get('set-cookie')).not.toContain('Secure');
    const behindProxy = await appWithUsers(store(), { trustProxy: true });
    const trusted = await behindProxy.app.request('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN, ...forwarded },
      body: JSON.stringify({ username: 'ada', password: PASSWORDS.admin }),
    });
    expect(trusted.headers.get('set-cookie')).toContain('; Secure');
  });

  it.each([
    ['a NUL', 'ada\u0000'],
    ['a lone surrogate', 'ada\ud800'],
  ])('refuses a user name holding %s as a malformed request, not as the store failing', async (_, username) => {
    const { app } = await appWithUsers(store());
    const { response } = await signIn(app, username, 'anything');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'ERR_BAD_REQUEST' } });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { app } = await appWithUsers(store());
    const wrong = await signIn(app, 'ada', 'not-it');
    const unknown = await signIn(app, 'nobody-here', 'not-it');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(await wrong.response.json()).toEqual(await unknown.response.json());
    expect(wrong.setCookie).toBe('');
  });

  it.each([
    ['a real user', 'ada'],
    ['a name that does not exist', 'mallory'],
  ])('slows down %s after five failures in a minute', async (_, username) => {
    const { app, clock } = await appWithUsers(store());
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, username, `guess-${i}`)).response.status).toBe(401);
      clock.now += 5_000;
    }
    const throttled = await signIn(app, username, username === 'ada' ? PASSWORDS.admin : 'guess');
    expect(throttled.response.status).toBe(429);
    expect(throttled.response.headers.get('retry-after')).toBe('35');
    expect(await throttled.response.json()).toMatchObject({ error: { code: 'ERR_TOO_MANY_ATTEMPTS' } });
    expect(throttled.setCookie).toBe('');
    // Another user is not affected.
    expect((await signIn(app, 'vic', PASSWORDS.viewer)).response.status).toBe(200);
    clock.now += 35_000;
    if (username === 'ada') expect((await signIn(app, 'ada', PASSWORDS.admin)).response.status).toBe(200);
    else expect((await signIn(app, username, 'guess')).response.status).toBe(401);
  });

  it('asks a sign-in under a made-up name to come back shortly when its line of checks is full', async () => {
    const { app } = await appWithUsers(store());
    // At most two checks run and four made-up names wait; the rest are refused before any hashing.
    // Each guess its own password, so that no budget (one password's) refuses any of them first.
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(app, `nobody-${i}`, `wrong-guess-${i}`)),
    );
    const busy = answers.filter(({ response }) => response.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every(({ response }) => response.status === 401 || response.status === 429)).toBe(true);
    expect(busy[0]?.response.headers.get('retry-after')).toBe('2');
    expect(await busy[0]?.response.json()).toMatchObject({
      error: { code: 'ERR_TOO_MANY_ATTEMPTS', message: expect.stringContaining('busy') },
    });
    // The checks ended, so a real user's next sign-in is checked again.
    expect((await signIn(app, 'ada', PASSWORDS.admin)).response.status).toBe(200);
  });

  it.each([
    ['no JSON', 'text/plain', 'x', 415],
    ['an empty password', 'application/json', JSON.stringify({ username: 'ada', password: '' }), 400],
    ['not an object', 'application/json', '"ada"', 400],
  ])('refuses %s', async (_, type, body, status) => {
    const { app } = await appWithUsers(store());
    const response = await app.request('/api/session', {
      method: 'POST',
      headers: { 'content-type': type, ...SAME_ORIGIN },
      body,
    });
    expect(response.status).toBe(status);
  });
});

describe('session lifetime', () => {
  it('ends after 30 idle minutes, and activity keeps it alive', async () => {
    const { app, clock } = await appWithUsers(store());
    let { cookie } = await signIn(app, 'vic', PASSWORDS.viewer);
    for (let i = 0; i < 4; i++) {
      clock.now += 20 * MINUTE;
      const response = await app.request('/api/apps', { headers: { cookie } });
      expect(response.status).toBe(200);
      const refreshed = response.headers.get('set-cookie');
      expect(refreshed).toMatch(/^dashboard_session=.*HttpOnly; SameSite=Strict/);
      cookie = refreshed?.split(';')[0] ?? '';
    }
    clock.now += 30 * MINUTE;
    expect((await app.request('/api/apps', { headers: { cookie } })).status).toBe(401);
  });

  it('restarts the idle clock on proxied reads too', async () => {
    const { app, clock } = await appWithUsers(store());
    const { cookie } = await signIn(app, 'vic', PASSWORDS.viewer);
    clock.now += 20 * MINUTE;
    const response = await app.request('/api/apps/prod-1/moderation/rules', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^dashboard_session=.*; HttpOnly; SameSite=Strict$/);
  });

  it('ends 12 hours after sign-in whatever the activity', async () => {
    const { app, clock } = await appWithUsers(store(), { sessionIdleMinutes: 720 });
    const { cookie } = await signIn(app, 'vic', PASSWORDS.viewer);
    clock.now += 11.9 * 60 * MINUTE;
    expect((await app.request('/api/apps', { headers: { cookie } })).status).toBe(200);
    clock.now += 0.2 * 60 * MINUTE;
    expect((await app.request('/api/apps', { headers: { cookie } })).status).toBe(401);
  });

  it('sign-out clears the cookie and the old cookie no longer works', async () => {
    const { app } = await appWithUsers(store());
    const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
    const out = await app.request('/api/session', { method: 'DELETE', headers: { cookie, ...SAME_ORIGIN } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^dashboard_session=; Max-Age=0; Path=\//);
    expect(await out.json()).toEqual({ data: { authRequired: true } });
    expect((await app.request('/api/apps', { headers: { cookie } })).status).toBe(401);
  });

  it.each([
    ['a changed signature', (value: string) => `${value.slice(0, -2)}xx`],
    ['a changed payload', (value: string) => `x${value}`],
    ['garbage', () => 'not-a-session'],
  ])('refuses a cookie with %s', async (_, tamper) => {
    const { app } = await appWithUsers(store());
    const { cookie } = await signIn(app, 'vic', PASSWORDS.viewer);
    const [name, value = ''] = cookie.split('=');
    expect((await app.request('/api/apps', { headers: { cookie: `${name}=${tamper(value)}` } })).status).toBe(401);
  });

  it('refuses a session signed with another secret, or of a user whose password changed', async () => {
    const first = await appWithUsers(store());
    const { cookie } = await signIn(first.app, 'vic', PASSWORDS.viewer);
    const otherSecret = await appWithUsers(store(), { sessionSecret: 'another-session-secret-0123456789-abcdef' });
    expect((await otherSecret.app.request('/api/apps', { headers: { cookie } })).status).toBe(401);
    const { users = [] } = await configWithUsers();
    const newHash = await hashPassword('viewer-pass-changed', { N: 1024, r: 8, p: 1 });
    const newPasswords = await appWithUsers(store(), {
      users: users.map((user) => (user.username === 'vic' ? { ...user, passwordHash: newHash } : user)),
    });
    expect((await newPasswords.app.request('/api/apps', { headers: { cookie } })).status).toBe(401);
  });
});

describe('without users', () => {
  it('everyone is the local admin and sign-in is off', async () => {
    const app = createApp({ ...onStore(store(), testConfig), fetch: recordingFetch().fetch, log: () => undefined });
    expect(await (await app.request('/api/session')).json()).toEqual({
      data: { authRequired: false, user: { username: 'local', role: 'admin' } },
    });
    expect((await app.request('/api/apps/prod-1/notifications/settings')).status).toBe(200);
    const post = await app.request('/api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      body: '{"username":"a","password":"b"}',
    });
    expect(post.status).toBe(409);
  });
});
