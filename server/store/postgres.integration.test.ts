import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';
import type { AppConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { AppPoller } from '../archive/app-poller.ts';
import { virtualClock } from '../archive/clock.ts';
import { startArchive } from '../archive/start-archive.ts';
import { blocked, fakeService, rule } from '../archive/test-upstream.ts';
import { appOnStore, onStore } from '../testing/app-on-store.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { DatabaseAttemptCounter } from './attempt-counter-store.ts';
import { openStore, type Store } from './open-store.ts';
import { throwawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

// A real PostgreSQL server (Debian's package, a throwaway cluster) shared by two "servers": each
// opens its own pool on one DATABASE_URL, as two dashboard processes would.
const app = testConfig.apps[0] as AppConfig;
const settings = { enabled: true, intervalSeconds: 60, retentionDays: 365 };
const START = Date.UTC(2026, 10, 25, 9);
const NOW_S = START / 1000;

let postgres: ThrowawayPostgres;
let first: Store;
let second: Store;
beforeAll(async () => {
  postgres = await throwawayPostgres();
  // Both start at once on a fresh database: the schema is migrated once, neither fails.
  [first, second] = await Promise.all([
    openStore({ DATABASE_URL: postgres.url }, '.'),
    openStore({ DATABASE_URL: postgres.url }, '.'),
  ]);
}, 180_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  postgres?.remove();
});

describe('two dashboard servers on one PostgreSQL', () => {
  it('poll each app from exactly one server, hand over when it stops, and store nothing twice', async () => {
    const clock = virtualClock(START);
    const service = fakeService(clock);
    service.state.rules = [rule('spam-links', 1, NOW_S - 1000)];
    service.state.revisions.set('spam-links', [rule('spam-links', 1, NOW_S - 1000)]);
    service.state.blocked = [blocked(2, NOW_S - 100), blocked(1, NOW_S - 200)];
    const a = new AppPoller(app, settings, { db: first.db, upstream: service.upstream, clock, holder: 'server-a' });
    const b = new AppPoller(app, settings, { db: second.db, upstream: service.upstream, clock, holder: 'server-b' });
    for (let round = 0; round < 5; round++) {
      service.state.calls.length = 0;
      // Both look at the same moment; one statement decides who holds the lease.
      const delays = await Promise.all([a.runOnce(), b.runOnce()]);
      expect(delays.sort()).toEqual([30_000, 60_000]);
      expect(service.state.calls.filter((call) => call.path === 'blocked-messages')).toHaveLength(1);
      service.state.blocked = [blocked(3 + round, NOW_S - 50 + round), ...service.state.blocked];
      clock.advance(60_000);
    }
    const holder = (await first.db.selectFrom('leases').select('holder').executeTakeFirstOrThrow()).holder;
    const [polling, waiting] = holder === 'server-a' ? [a, b] : [b, a];
    await polling.stop();
    expect(await waiting.runOnce()).toBe(60_000);
    const rows = await second.db
      .selectFrom('archive_messages')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('message_id').distinct().as('ids')])
      .executeTakeFirstOrThrow();
    expect(rows).toEqual({ rows: 7, ids: 7 });
  });

  it("count sign-in failures together, honour each other's sign-outs, and share the audit and decision logs", async () => {
    const config = await configWithUsers();
    const upstream = recordingFetch((request) =>
      request.method === 'GET'
        ? Response.json({ data: { sound: { chat: 'default' } } })
        : Response.json({ data: { success: true } }),
    );
    const [a, b] = await Promise.all([
      appOnStore(first, config, upstream.fetch),
      appOnStore(second, config, upstream.fetch),
    ]);
    const json = { 'content-type': 'application/json', ...SAME_ORIGIN };

    // Five wrong passwords, spread over both servers: the sixth try is refused, on either, before any check.
    for (let n = 0; n < 5; n++)
      expect((await signIn(n % 2 ? a : b, 'vic', 'wrong-password')).response.status).toBe(401);
    const sixth = await signIn(a, 'vic', PASSWORDS.viewer);
    expect(sixth.response.status).toBe(429);
    expect(await sixth.response.json()).toMatchObject({
      error: { message: expect.stringContaining('for this user name') },
    });

    const { cookie } = await signIn(a, 'ada', PASSWORDS.admin);
    expect((await b.request('/api/apps', { headers: { cookie } })).status).toBe(200);
    expect((await a.request('/api/session', { method: 'DELETE', headers: { cookie, ...SAME_ORIGIN } })).status).toBe(
      200,
    );
    expect((await b.request('/api/apps', { headers: { cookie } })).status).toBe(401);

    const admin = (await signIn(b, 'ada', PASSWORDS.admin)).cookie;
    const saved = await a.request('/api/apps/prod-1/notifications/settings', {
      method: 'PATCH',
      headers: { cookie: admin, ...json },
      body: '{"sound":{"chat":"ping"}}',
    });
    expect(saved.status).toBe(200);
    const decided = await a.request('/api/apps/prod-1/moderation/blocked-messages/42', {
      method: 'PATCH',
      headers: { cookie: admin, ...json },
      body: '{"status":"approved"}',
    });
    expect(decided.status).toBe(200);
    const audit = (await (await b.request('/api/apps/prod-1/audit', { headers: { cookie: admin } })).json()) as {
      data: unknown[];
      meta: unknown;
    };
    expect(audit).toMatchObject({
      data: [
        { username: 'ada', action: 'settings-change', outcome: 'applied', changes: [{ old: 'default', new: 'ping' }] },
      ],
      meta: { persisted: true },
    });
    const decisions = (await (
      await b.request('/api/apps/prod-1/decisions', { headers: { cookie: admin } })
    ).json()) as { data: unknown[] };
    expect(decisions.data).toMatchObject([
      { username: 'ada', messageId: '42', decision: 'approve', outcome: 'applied' },
    ]);
    const archived = await second.db
      .selectFrom('archive_decisions')
      .select(['message_id', 'decided_by', 'source'])
      .execute();
    expect(archived).toEqual([{ message_id: '42', decided_by: 'ada', source: 'dashboard' }]);
  });

  it("take turns on one app's settings across both servers: each audit entry's old value is the one before's new", async () => {
    const config = await configWithUsers();
    // A service with latency, so that two changes at once would read the same "before".
    let chat = 'v0';
    const later = (n: number) => new Promise((resolve) => setTimeout(resolve, n % 3));
    let calls = 0;
    const upstream = recordingFetch(async (request) => {
      const n = calls++;
      if (request.method === 'GET') {
        const seen = chat;
        await later(n);
        return Response.json({ data: { sound: { chat: seen } } });
      }
      const body = (await request.json()) as { sound: { chat: string } };
      await later(n);
      chat = body.sound.chat;
      return Response.json({ data: { success: true } });
    });
    const [a, b] = await Promise.all([
      appOnStore(first, config, upstream.fetch),
      appOnStore(second, config, upstream.fetch),
    ]);
    const admin = (await signIn(a, 'ada', PASSWORDS.admin)).cookie;
    const headers = { cookie: admin, 'content-type': 'application/json', ...SAME_ORIGIN };
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 ? a : b).request('/api/apps/prod-1/notifications/settings', {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ sound: { chat: `v${n + 1}` } }),
        }),
      ),
    );
    expect(saves.map((save) => save.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const audit = (await (
      await b.request('/api/apps/prod-1/audit?limit=50', { headers: { cookie: admin } })
    ).json()) as { data: { changes: { old: unknown; new: unknown }[] }[] };
    const chain = audit.data
      .map((entry) => entry.changes[0])
      .filter((change) => typeof change?.new === 'string' && /^v\d+$/.test(change.new))
      .reverse();
    expect(chain).toHaveLength(10);
    expect(chain[0]?.old).toBe('v0');
    for (let n = 1; n < chain.length; n++) expect(chain[n]?.old).toBe(chain[n - 1]?.new);
    expect(chain.at(-1)?.new).toBe(chat);
  });

  it('count concurrent sign-in attempts on both servers in turn: no more than the limit get through', async () => {
    const counters = [first, second].map(
      (store) => new DatabaseAttemptCounter(store.db, { namespace: 'attempts', keepMs: 60_000 }),
    );
    const waits = await Promise.all(
      Array.from({ length: 12 }, (_, n) => counters[n % 2]?.take('name:race', 5, 60_000, START + n)),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('archive an app from exactly one of two running servers, storing each record once', async () => {
    await first.db.deleteFrom('archive_messages').execute();
    await first.db.deleteFrom('leases').execute();
    await first.db.deleteFrom('archive_poll_state').execute();
    const records = [blocked(12, NOW_S - 100), blocked(11, NOW_S - 200), blocked(10, NOW_S - 300)];
    const service = recordingFetch((request) => {
      const path = new URL(request.url).pathname;
      return Response.json({ data: path.endsWith('/blocked-messages') ? records : [] });
    });
    const config = { ...testConfig, apps: [app] };
    const clock = virtualClock(START + 7_200_000);
    const archives = [first, second].map((store) =>
      startArchive({ config, db: store.db, fetch: service.fetch, enabledByDefault: true, clock }),
    );
    try {
      await expect
        .poll(
          async () =>
            (await first.db.selectFrom('archive_poll_state').select('last_success').executeTakeFirst())?.last_success,
          { timeout: 30_000 },
        )
        .toBeDefined();
    } finally {
      await Promise.all(archives.map((archive) => archive.stop()));
    }
    expect(service.calls.filter((call) => new URL(call.url).pathname.endsWith('/blocked-messages'))).toHaveLength(1);
    const rows = await second.db
      .selectFrom('archive_messages')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('message_id').distinct().as('ids')])
      .executeTakeFirstOrThrow();
    expect(rows).toEqual({ rows: 3, ids: 3 });
  });

  it('answers 503 while the database is down and recovers when it is back, polling included', async () => {
    const server = createApp({
      ...onStore(first, testConfig),
      archive: { db: first.db },
      log: () => undefined,
      fetch: async () => Response.json({ data: [] }),
    });
    const clock = virtualClock(START + 3_600_000);
    const service = fakeService(clock);
    const poller = new AppPoller(app, settings, {
      db: first.db,
      upstream: service.upstream,
      clock,
      holder: 'server-c',
    });
    const withUsers = await appOnStore(first, await configWithUsers(), async () => Response.json({ data: [] }));
    const { cookie } = await signIn(withUsers, 'mo', PASSWORDS.moderator);
    postgres.stop();
    try {
      expect((await server.request('/api/apps/prod-1/archive/status')).status).toBe(503);
      // A sign-out elsewhere cannot be checked, nor a sign-in counted: refused in words, not let through.
      const refused = await withUsers.request('/api/apps/prod-1/moderation/rules', { headers: { cookie } });
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error: { code: 'ERR_STORE_UNAVAILABLE', message: expect.stringContaining('its database cannot be reached') },
      });
      expect((await signIn(withUsers, 'ada', PASSWORDS.admin)).response.status).toBe(503);
      expect((await server.request('/api/apps/prod-1/moderation/rules')).status).toBe(200);
      expect(await poller.runOnce()).toBe(120_000);
      expect(poller.lastError).toMatch(/^the store cannot be reached/);
    } finally {
      postgres.start();
    }
    expect((await server.request('/api/apps/prod-1/archive/status')).status).toBe(200);
    expect((await withUsers.request('/api/apps/prod-1/moderation/rules', { headers: { cookie } })).status).toBe(200);
    clock.advance(120_000);
    expect(await poller.runOnce()).toBe(60_000);
    expect(poller.lastError).toBeUndefined();
  });
});
