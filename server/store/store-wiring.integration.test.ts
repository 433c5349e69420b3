import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DashboardConfig } from '../config.ts';
import { startDashboard } from '../start.ts';
import { appOnStore } from '../testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN } from '../testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { openStore } from './open-store.ts';
import { STORE_START_MS } from './test-store.ts';

// The embedded store on disk, opened, used, closed and opened again: what a restart does.
const dir = mkdtempSync(join(tmpdir(), 'store-wiring-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const json = { 'content-type': 'application/json', ...SAME_ORIGIN };
const upstream = recordingFetch((request) =>
  request.method === 'GET'
    ? Response.json({ data: { sound: { chat: 'default' } } })
    : Response.json({ data: { success: true } }),
);

async function run<T>(
  config: DashboardConfig,
  use: (app: Awaited<ReturnType<typeof appOnStore>>) => Promise<T>,
): Promise<T> {
  const store = await openStore({ DASHBOARD_DATA_DIR: join(dir, 'data') }, dir);
  try {
    return await use(await appOnStore(store, config, upstream.fetch));
  } finally {
    await store.close();
  }
}

describe('the embedded store over a restart', () => {
  it(
    'keeps the audit log, the decision log and sign-outs, and writes the auditLogFile copy',
    async () => {
      const config = await configWithUsers({ auditLogFile: join(dir, 'audit.jsonl') });
      const signedOut = await run(config, async (app) => {
        const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
        const saved = await app.request('/api/apps/prod-1/notifications/settings', {
          method: 'PATCH',
          headers: { cookie, ...json },
          body: '{"sound":{"chat":"ping"}}',
        });
        expect(saved.status).toBe(200);
        const decided = await app.request('/api/apps/prod-1/moderation/blocked-messages/42', {
          method: 'PATCH',
          headers: { cookie, ...json },
          body: '{"status":"rejected","reviewed":true}',
        });
        expect(decided.status).toBe(200);
        expect(
          (await app.request('/api/session', { method: 'DELETE', headers: { cookie, ...SAME_ORIGIN } })).status,
        ).toBe(200);
        return cookie;
      });
      await run(config, async (app) => {
        expect((await app.request('/api/apps', { headers: { cookie: signedOut } })).status).toBe(401);
        const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
        const audit = (await (await app.request('/api/apps/prod-1/audit', { headers: { cookie } })).json()) as {
          data: unknown[];
        };
        expect(audit.data).toMatchObject([
          { username: 'ada', outcome: 'applied', changes: [{ old: 'default', new: 'ping' }] },
        ]);
        const decisions = (await (await app.request('/api/apps/prod-1/decisions', { headers: { cookie } })).json()) as {
          data: unknown[];
        };
        expect(decisions.data).toMatchObject([
          { username: 'ada', messageId: '42', decision: 'reject', outcome: 'applied' },
        ]);
      });
      const copy = readFileSync(join(dir, 'audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string });
      expect(copy.map((line) => line.type)).toEqual(['intent', 'outcome']);
    },
    STORE_START_MS,
  );

  it(
    'refuses changes and decisions in words while the store cannot be written, and sends nothing',
    async () => {
      const config = await configWithUsers();
      const store = await openStore({ DASHBOARD_DATA_DIR: 'memory://' }, dir);
      const app = await appOnStore(store, config, upstream.fetch);
      const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
      // A store in memory says so: the admin view warns that the log ends with the process.
      expect(await (await app.request('/api/apps/prod-1/audit', { headers: { cookie } })).json()).toEqual({
        data: [],
        meta: { persisted: false },
      });
      await store.close();
      upstream.calls.length = 0;
      const saved = await app.request('/api/apps/prod-1/notifications/settings', {
        method: 'PATCH',
        headers: { cookie, ...json },
        body: '{"sound":{"chat":"ping"}}',
      });
      expect(saved.status).toBe(503);
      expect(await saved.json()).toEqual({
        error: {
          code: 'ERR_AUDIT_UNAVAILABLE',
          message: expect.stringMatching(
            /^The audit log cannot be written, so changes are refused; check that the dashboard's database is reachable/,
          ),
        },
      });
      const decided = await app.request('/api/apps/prod-1/moderation/blocked-messages/42', {
        method: 'PATCH',
        headers: { cookie, ...json },
        body: '{"status":"approved"}',
      });
      expect(decided.status).toBe(503);
      expect(await decided.json()).toEqual({
        error: {
          code: 'ERR_AUDIT_UNAVAILABLE',
          message: expect.stringContaining(
            "The decision was not sent: the dashboard cannot record it in its decision log. To fix it, check that the dashboard's database is reachable",
          ),
        },
      });
      expect(upstream.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
      expect((await app.request('/api/apps/prod-1/audit', { headers: { cookie } })).status).toBe(503);
    },
    STORE_START_MS,
  );

  it(
    "is what npm start records settings changes in: a second start lists the first one's change",
    async () => {
      // EMULATOR_FAULTS keeps the archive from polling: this test is about the audit log alone.
      const env = {
        HOST: '127.0.0.1',
        PORT: '0',
        DASHBOARD_DATA_DIR: join(dir, 'started'),
        DASHBOARD_DIST_DIR: join(dir, 'no-dist'),
        EMULATOR_FAULTS: '1',
      };
      const start = () => startDashboard({ env, root: dir, build: false, log: () => undefined });
      const first = await start();
      try {
        const headers = {
          'content-type': 'application/json',
          origin: new URL(first.url).origin,
          'x-requested-with': 'dashboard',
        };
        const saved = await fetch(new URL('/api/apps/demo-app/notifications/settings', first.url), {
          method: 'PATCH',
          headers,
          body: '{"sound":{"chat":"ping"}}',
        });
        expect(saved.status).toBe(200);
      } finally {
        await first.close();
      }
      const second = await start();
      try {
        const audit = (await (await fetch(new URL('/api/apps/demo-app/audit', second.url))).json()) as {
          data: unknown[];
          meta: unknown;
        };
        expect(audit).toMatchObject({
          data: [{ username: 'local', outcome: 'applied', changes: [{ new: 'ping' }] }],
          meta: { persisted: true },
        });
      } finally {
        await second.close();
      }
    },
    STORE_START_MS,
  );
});
