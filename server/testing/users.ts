import { hashPassword } from '../auth/password.ts';
import { createApp } from '../app.ts';
import type { DashboardConfig } from '../config.ts';
import type { Store } from '../store/open-store.ts';
import { onStore } from './app-on-store.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from './fake-upstream.ts';

export const PASSWORDS = {
  admin: 'admin-pass-1234',
  viewer: 'viewer-pass-1234',
  limited: 'limited-pass-1234',
  moderator: 'moderator-pass-1234',
} as const;
export const SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
// Cheap parameters: the tests are about access, not about the cost of a guess.
const FAST = { N: 1024, r: 8, p: 1 };

/** The four users, hashed once per test file: the same passwords give the same right answer. */
let hashedUsers: Promise<NonNullable<DashboardConfig['users']>> | undefined;
const testUsers = () =>
  (hashedUsers ??= Promise.all([
    hashPassword(PASSWORDS.admin, FAST),
    hashPassword(PASSWORDS.viewer, FAST),
    hashPassword(PASSWORDS.limited, FAST),
    hashPassword(PASSWORDS.moderator, FAST),
  ]).then(([admin, viewer, limited, moderator]) => [
    { username: 'ada', passwordHash: admin, role: 'admin' as const },
    { username: 'vic', passwordHash: viewer, role: 'viewer' as const },
    { username: 'lim', passwordHash: limited, role: 'viewer' as const, appIds: ['prod-1'] },
    { username: 'mo', passwordHash: moderator, role: 'moderator' as const },
  ]));

/** Two apps and four users: an admin, a viewer, a viewer limited to prod-1, and a moderator. */
export async function configWithUsers(overrides: Partial<DashboardConfig> = {}): Promise<DashboardConfig> {
  const first = testConfig.apps[0];
  if (!first) throw new Error('testConfig has no app');
  // A copy each time: a test may change its users without touching the next test's.
  const users = (await testUsers()).map((user) => (user.appIds ? { ...user, appIds: [...user.appIds] } : { ...user }));
  return {
    ...testConfig,
    apps: [first, { ...first, appId: 'prod-2', name: 'Second' }],
    sessionSecret: SESSION_SECRET,
    users,
    ...overrides,
  };
}

/** An app with users on a test's store (useMemoryStore), a fake upstream and a clock the test moves. */
export async function appWithUsers(store: Store, overrides: Partial<DashboardConfig> = {}) {
  const config = await configWithUsers(overrides);
  const clock = { now: Date.UTC(2025, 0, 1, 9) };
  const upstream = recordingFetch(() => Response.json({ data: { success: true } }));
  const lines: string[] = [];
  const app = createApp({
    ...onStore(store, config, () => clock.now),
    fetch: upstream.fetch,
    log: (line) => lines.push(line),
  });
  return { app, config, clock, calls: upstream.calls, lines };
}

/** Signs in through the API and returns the Cookie header value for later requests. */
export async function signIn(
  app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
  username: string,
  password: string,
) {
  const response = await app.request('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
    body: JSON.stringify({ username, password }),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  return { response, setCookie, cookie: setCookie.split(';')[0] ?? '' };
}
