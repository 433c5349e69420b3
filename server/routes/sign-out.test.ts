import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import type { RevocationStore } from '../auth/revocations.ts';
import { SessionService } from '../auth/session-service.ts';
import { recordingFetch, SAME_ORIGIN } from '../testing/fake-upstream.ts';
import type { DashboardConfig } from '../config.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { DatabaseRevocations } from '../store/revocation-store.ts';
import { storeBackedServices } from '../store/store-services.ts';
import { useMemoryStore } from '../store/test-store.ts';

const store = useMemoryStore();

const dir = mkdtempSync(join(tmpdir(), 'sign-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server on this config, as after a start: new services on the same store, nothing kept in memory. */
async function start(config: DashboardConfig, revocations?: RevocationStore) {
  const { sessionStores } = await storeBackedServices(store(), config);
  const sessions = new SessionService(config, Date.now, { ...sessionStores, ...(revocations ? { revocations } : {}) });
  return createApp({ ...onStore(store(), config), fetch: recordingFetch().fetch, sessions, log: () => undefined });
}

const signOut = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, cookie: string) =>
  app.request('/api/session', { method: 'DELETE', headers: { cookie, ...SAME_ORIGIN } });

describe('sign-out', () => {
  it('survives a restart: the old cookie stays refused by a new server on the same store', async () => {
    const config = await configWithUsers();
    const before = await start(config);
    const { cookie } = await signIn(before, 'ada', PASSWORDS.admin);
    const { cookie: other } = await signIn(before, 'vic', PASSWORDS.viewer);
    expect((await signOut(before, cookie)).status).toBe(200);
    const after = await start(config);
    expect((await after.request('/api/apps', { headers: { cookie } })).status).toBe(401);
    expect((await after.request('/api/apps', { headers: { cookie: other } })).status).toBe(200);
  });

  it('says so, and still clears the cookie, when the sign-out could not be recorded', async () => {
    const config = await configWithUsers();
    const unwritable = new (class extends DatabaseRevocations {
      override async revoke(sid: string, until: number, now: number): Promise<void> {
        await super.revoke(sid, until, now);
        throw new Error('EACCES');
      }
    })(store().db, false);
    const app = await start(config, unwritable);
    const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
    const out = await signOut(app, cookie);
    expect(out.status).toBe(503);
    expect(out.headers.get('set-cookie')).toMatch(/^dashboard_session=; Max-Age=0; Path=\//);
    expect(await out.json()).toMatchObject({
      error: { code: 'ERR_SIGN_OUT_NOT_SAVED', message: expect.stringContaining('Sign out again') },
    });
    // This server refuses the session at once all the same.
    expect((await app.request('/api/apps', { headers: { cookie } })).status).toBe(401);
  });
});
