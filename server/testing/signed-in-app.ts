import { createApp } from '../app.ts';
import type { Store } from '../store/open-store.ts';
import { onStore } from './app-on-store.ts';
import { SAME_ORIGIN, type recordingFetch } from './fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from './users.ts';

const ROLE_OF = { ada: 'admin', vic: 'viewer', mo: 'moderator' } as const;

/**
 * The dashboard on a test's store over a recording REST host, at a fixed clock, with a cookie for
 * each of the three test users (ada the admin, vic the viewer, mo the moderator) and a same-origin
 * JSON request: what every route test of a write on the service's behalf sets up.
 */
export async function signedInApp(store: Store, upstream: ReturnType<typeof recordingFetch>) {
  const deps = onStore(store, await configWithUsers(), () => Date.UTC(2025, 0, 1));
  const app = createApp({ ...deps, fetch: upstream.fetch, log: () => undefined });
  const as = async (username: keyof typeof ROLE_OF) =>
    (await signIn(app, username, PASSWORDS[ROLE_OF[username]])).cookie;
  const send = (cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: { cookie, ...SAME_ORIGIN, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { app, audit: deps.audit, calls: upstream.calls, as, send };
}
