import { testConfig } from '../testing/fake-upstream.ts';
import type { AppConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { AppPoller } from '../archive/app-poller.ts';
import { virtualClock } from '../archive/clock.ts';
import { blocked, fakeService, rule } from '../archive/test-upstream.ts';
import { AuditStore } from './audit-store.ts';
import { openStore, type Store } from './open-store.ts';
import { SignInFailureStore } from './sign-in-failure-store.ts';
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
  [first, second] = await Promise.all([openStore({ DATABASE_URL: postgres.url }, '.'), openStore({ DATABASE_URL: postgres.url }, '.')]);
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
    const rows = await second.db.selectFrom('archive_messages').select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('message_id').distinct().as('ids')]).executeTakeFirstOrThrow();
    expect(rows).toEqual({ rows: 7, ids: 7 });
  });

  it('share the audit log and the sign-in slowdown', async () => {
    await new AuditStore(first.db).append({ appId: 'prod-1', username: 'ada', changes: [] });
    expect(await new AuditStore(second.db).latest('prod-1', 5)).toEqual([{ appId: 'prod-1', username: 'ada', changes: [] }]);
    const now = () => START;
    for (let n = 0; n < 5; n++) await new SignInFailureStore(n % 2 ? first.db : second.db, { now }).recordFailure('vic');
    expect(await new SignInFailureStore(first.db, { now }).retryAfterSeconds('vic')).toBe(60);
  });

  it('answers 503 while the database is down and recovers when it is back, polling included', async () => {
    const server = createApp({ config: testConfig, archive: { db: first.db }, log: () => undefined, fetch: async () => Response.json({ data: [] }) });
    const clock = virtualClock(START + 3_600_000);
    const service = fakeService(clock);
    const poller = new AppPoller(app, settings, { db: first.db, upstream: service.upstream, clock, holder: 'server-c' });
    postgres.stop();
    try {
      expect((await server.request('/api/apps/prod-1/archive/status')).status).toBe(503);
      expect((await server.request('/api/apps/prod-1/moderation/rules')).status).toBe(200);
      expect(await poller.runOnce()).toBe(120_000);
      expect(poller.lastError).toMatch(/^the store cannot be reached/);
    } finally {
      postgres.start();
    }
    expect((await server.request('/api/apps/prod-1/archive/status')).status).toBe(200);
    clock.advance(120_000);
    expect(await poller.runOnce()).toBe(60_000);
    expect(poller.lastError).toBeUndefined();
  });
});
