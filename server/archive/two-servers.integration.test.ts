import type { AppConfig } from '../config.ts';
import { openStore, type Store } from '../store/open-store.ts';
import { throwawayPostgres, type ThrowawayPostgres } from '../store/throwaway-postgres.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import type { ArchiveUpstream } from './archive-upstream.ts';
import { AppPoller } from './app-poller.ts';
import { nextPollDelayMs } from './poll-schedule.ts';
import { steppedClock } from './stepped-clock.ts';
import { blocked, DAY_SECONDS, fakeService, rule } from './test-upstream.ts';

// The setup most likely to poll twice: two servers on one PostgreSQL, the smallest interval the
// config allows, 20 rules, and a service that takes a second over every answer. Virtual time:
// the assertions count turns and intervals, whatever the machine's load.
const app = testConfig.apps[0] as AppConfig;
const INTERVAL_S = 10;
const settings = { enabled: true, intervalSeconds: INTERVAL_S, retentionDays: 365 };
const START = Date.UTC(2026, 10, 25, 9);
const NOW_S = START / 1000;
const RULES = Array.from({ length: 20 }, (_, index) => `rule-${index + 1}`);
const POLLED = nextPollDelayMs({ kind: 'polled', frequent: false }, INTERVAL_S);

let postgres: ThrowawayPostgres;
let first: Store;
let second: Store;
beforeAll(async () => {
  postgres = await throwawayPostgres();
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

const count = async (store: Store, table: 'archive_messages' | 'archive_revisions') =>
  Number(
    (
      await store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('two servers on one PostgreSQL, 20 rules, a 10 s interval, a service answering in 1 s', () => {
  it('store the first records within the first turn that polls, then every revision, from one server without stalling', async () => {
    const time = steppedClock(START);
    const service = fakeService(time.clock);
    service.state.rules = RULES.map((id) => rule(id, 2, NOW_S - 10 * DAY_SECONDS));
    for (const id of RULES)
      service.state.revisions.set(id, [rule(id, 2, NOW_S - 10 * DAY_SECONDS), rule(id, 1, NOW_S - 40 * DAY_SECONDS)]);
    service.state.blocked = Array.from({ length: 60 }, (_, index) =>
      blocked(60 - index, NOW_S - 100 - index, RULES[index % 20], 1 + (index % 2)),
    );
    const callsBy: { server: string; path: string }[] = [];
    const slowFrom =
      (server: string): ArchiveUpstream =>
      async (...args) => {
        callsBy.push({ server, path: args[1].join('/') });
        await time.clock.sleep(1000);
        return service.upstream(...args);
      };

    let stopped = false;
    const turns: { server: string; delay: number; records: number }[] = [];
    const serve = async (server: string, store: Store) => {
      const poller = new AppPoller(app, settings, {
        db: store.db,
        upstream: slowFrom(server),
        clock: time.clock,
        holder: server,
      });
      while (!stopped) {
        const delay = await poller.runOnce();
        turns.push({ server, delay, records: await count(store, 'archive_messages') });
        await time.clock.sleep(delay);
      }
    };
    const running = Promise.all([serve('server-a', first), serve('server-b', second)]);
    // Ten intervals; then what the servers did in them, before time stops mattering.
    await time.runUntil(START + 10 * INTERVAL_S * 1000, 2);
    const seen = {
      turns: [...turns],
      calls: [...callsBy],
      records: await count(second, 'archive_messages'),
      revisions: await count(first, 'archive_revisions'),
    };
    stopped = true;
    time.finish();
    await running;

    // The first turn that polled had stored every record it read when it ended.
    const firstPoll = seen.turns.find((turn) => turn.delay === POLLED);
    expect(firstPoll?.records, 'records after the first turn that polled').toBe(60);
    // Every rule's revisions, in the one archive both servers read.
    expect(seen.records).toBe(60);
    expect(seen.revisions).toBe(40);
    // One server did all the work: the other never took the app over mid-turn.
    expect(new Set(seen.calls.map((call) => call.server)).size).toBe(1);
    // Turns after the first ask for the four lists only (blocked, rules, reviewed, keyword lists).
    const laterTurns = seen.calls.filter((call) => call.path === 'blocked-messages').length - 1;
    expect(laterTurns).toBeGreaterThanOrEqual(5);
    expect(seen.calls.length).toBe(4 + RULES.length + 4 * laterTurns);
  }, 120_000);
});
