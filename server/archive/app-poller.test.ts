import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Database } from '../store/schema.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import { INSERT_CHUNK } from './archive-ingest.ts';
import { AppPoller, type PollerDeps } from './app-poller.ts';
import { virtualClock } from './clock.ts';
import { takeLease } from './lease.ts';
import { blocked, DAY_SECONDS, fakeService, reviewed, rule } from './test-upstream.ts';

const app = testConfig.apps[0] as AppConfig;
const settings = { enabled: true, intervalSeconds: 60, retentionDays: 365 };
const START = Date.UTC(2026, 10, 25, 9);
const NOW_S = START / 1000;

const store = useMemoryStore();

function setUp(overrides: Partial<PollerDeps> = {}) {
  const clock = virtualClock(START);
  const service = fakeService(clock);
  service.state.rules = [rule('spam-links', 2, NOW_S - 10 * DAY_SECONDS)];
  service.state.revisions.set('spam-links', [
    rule('spam-links', 2, NOW_S - 10 * DAY_SECONDS),
    rule('spam-links', 1, NOW_S - 40 * DAY_SECONDS),
  ]);
  const poller = new AppPoller(app, settings, {
    db: store().db,
    upstream: service.upstream,
    clock,
    holder: 'server-a',
    ...overrides,
  });
  return { clock, service, poller };
}

const count = async () =>
  Number(
    (
      await store()
        .db.selectFrom('archive_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('an archive poll', () => {
  it('archives every record once, snapshots revisions it lacks, and asks for them only once', async () => {
    const { service, poller } = setUp();
    service.state.blocked = [
      blocked(3, NOW_S - 100, 'spam-links', 2),
      blocked(2, NOW_S - 200, 'spam-links', 1),
      blocked(1, NOW_S - 300, 'spam-links', 1),
    ];
    expect(await poller.runOnce()).toBe(60_000);
    expect(await count()).toBe(3);
    expect(service.state.calls.map((call) => call.path)).toEqual([
      'blocked-messages',
      'rules',
      'reviewed-messages',
      'rules/spam-links/revisions',
      'keywords',
    ]);
    expect(service.state.calls[0]?.limit).toBe(10_000);
    const revisions = await store()
      .db.selectFrom('archive_revisions')
      .select(['revision_id', 'revision_time'])
      .orderBy('revision_id')
      .execute();
    expect(revisions).toEqual([
      { revision_id: 'demo_spam-links_1', revision_time: NOW_S - 40 * DAY_SECONDS },
      { revision_id: 'demo_spam-links_2', revision_time: NOW_S - 10 * DAY_SECONDS },
    ]);

    // The next poll: one new record, one whose status changed; nothing stored twice.
    service.state.blocked = [blocked(4, NOW_S - 50), ...service.state.blocked];
    (
      service.state.blocked[1] as { message: { data: { moderation: { status: string } } } }
    ).message.data.moderation.status = 'approved';
    service.state.calls.length = 0;
    await poller.runOnce();
    expect(await count()).toBe(4);
    expect(service.state.calls.map((call) => call.path)).toEqual([
      'blocked-messages',
      'rules',
      'reviewed-messages',
      'keywords',
    ]);
    const updated = await store()
      .db.selectFrom('archive_messages')
      .where('message_id', '=', '3')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(updated.status).toBe('approved');
  });

  it("keeps the service's decisions from its reviewed list beside the messages, and still polls where that list is refused", async () => {
    const { service, poller } = setUp();
    service.state.blocked = [blocked(1, NOW_S - 100)];
    service.state.reviewed = [reviewed(9, 'disapproved', NOW_S - 20), reviewed(8, 'approved', NOW_S - 30)];
    await poller.runOnce();
    const rows = await store()
      .db.selectFrom('archive_decisions')
      .select(['message_id', 'status', 'decided_at', 'source'])
      .orderBy('message_id')
      .execute();
    expect(rows).toEqual([
      { message_id: '8', status: 'approved', decided_at: NOW_S - 30, source: 'service' },
      { message_id: '9', status: 'rejected', decided_at: NOW_S - 20, source: 'service' },
    ]);
    service.state.answer.set('reviewed-messages', { ok: false, status: 403, problem: 'the service answered 403' });
    service.state.blocked = [blocked(2, NOW_S - 50), ...service.state.blocked];
    await poller.runOnce();
    expect(await count()).toBe(2);
    expect(poller.lastError).toBeUndefined();
  });

  it('asks, in each turn after the first, for the four lists plus the revisions of the rules that changed', async () => {
    const { service, poller } = setUp();
    const ids = Array.from({ length: 20 }, (_, index) => `rule-${index}`);
    service.state.rules = ids.map((id) => rule(id, 3, NOW_S - 1000));
    for (const id of ids) service.state.revisions.set(id, [rule(id, 3, NOW_S - 1000), rule(id, 2, NOW_S - 2000)]);
    // Blocked by a rule deleted since, and by a revision the service no longer lists.
    service.state.blocked = [blocked(2, NOW_S - 100, 'deleted-rule', 1), blocked(1, NOW_S - 200, 'rule-0', 1)];
    await poller.runOnce();
    expect(service.state.calls).toHaveLength(4 + 21);
    for (const changed of [0, 2, 5]) {
      service.state.calls.length = 0;
      for (const id of ids.slice(0, changed)) {
        service.state.rules = service.state.rules.map((record) =>
          (record as { id: string }).id === id ? rule(id, 4 + changed, NOW_S) : record,
        );
        service.state.revisions.set(id, [rule(id, 4 + changed, NOW_S), ...(service.state.revisions.get(id) ?? [])]);
      }
      await poller.runOnce();
      expect(service.state.calls.length, `requests in a turn where ${changed} rules changed`).toBeLessThanOrEqual(
        4 + changed,
      );
    }
  });

  it('makes at most one request a second', async () => {
    const { service, poller } = setUp();
    service.state.blocked = [blocked(1, NOW_S - 100)];
    await poller.runOnce();
    await poller.runOnce();
    const times = service.state.calls.map((call) => call.at);
    times.slice(1).forEach((time, index) => expect(time - (times[index] ?? 0)).toBeGreaterThanOrEqual(1000));
  });

  it('records a gap when a full poll holds nothing already archived, and then polls more often', async () => {
    const { service, poller } = setUp({ blockedLimit: 3 });
    service.state.blocked = [blocked(2, NOW_S - 2000), blocked(1, NOW_S - 3000)];
    await poller.runOnce();
    // More than a full list arrived since: the oldest of it is after the newest archived.
    service.state.blocked = [
      blocked(9, NOW_S - 100),
      blocked(8, NOW_S - 200),
      blocked(7, NOW_S - 300),
      blocked(6, NOW_S - 400),
    ];
    expect(await poller.runOnce()).toBe(15_000);
    const gaps = await store().db.selectFrom('archive_gaps').select(['from_time', 'to_time']).execute();
    expect(gaps).toEqual([{ from_time: NOW_S - 2000, to_time: NOW_S - 300 }]);
    // A full poll that overlaps what is archived is no gap.
    service.state.blocked = [blocked(10, NOW_S - 50), blocked(9, NOW_S - 100), blocked(8, NOW_S - 200)];
    await poller.runOnce();
    expect(await store().db.selectFrom('archive_gaps').selectAll().execute()).toHaveLength(1);
  });

  it("still records a gap when the reviewed list's blocks are newer than every blocked record", async () => {
    const { service, poller } = setUp({ blockedLimit: 3 });
    service.state.blocked = [blocked(2, NOW_S - 2000), blocked(1, NOW_S - 3000)];
    // Blocked after both, and decided before any poll saw it pending.
    const decided = blocked(5, NOW_S - 1000);
    decided.message.data.moderation.status = 'approved';
    service.state.reviewed = [decided];
    await poller.runOnce();
    service.state.blocked = [blocked(9, NOW_S - 100), blocked(8, NOW_S - 200), blocked(7, NOW_S - 300)];
    await poller.runOnce();
    const gaps = await store().db.selectFrom('archive_gaps').select(['from_time', 'to_time']).execute();
    expect(gaps).toEqual([{ from_time: NOW_S - 2000, to_time: NOW_S - 300 }]);
  });

  it('writes nothing when storing fails half way', async () => {
    // The store refuses the second statement of blocked messages, after the first stored a full chunk.
    let inserts = 0;
    const failing = store().db.withPlugin({
      transformQuery: (args) => {
        if (
          args.node.kind === 'InsertQueryNode' &&
          args.node.into?.table.identifier.name === 'archive_messages' &&
          ++inserts === 2
        ) {
          throw Object.assign(new Error('disk full'), { code: '53100' });
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const { service, poller } = setUp({ db: failing });
    service.state.blocked = Array.from({ length: INSERT_CHUNK + 100 }, (_, index) => blocked(index + 1, NOW_S - index));
    expect(await poller.runOnce()).toBe(120_000);
    expect(await count()).toBe(0);
    expect(poller.lastError).toBe('storing the poll failed (53100)');
    const state = await store().db.selectFrom('archive_poll_state').select('last_error').executeTakeFirstOrThrow();
    expect(state.last_error).toBe('storing the poll failed (53100)');
  });

  it('stores every record when one holds what PostgreSQL cannot (a NUL, a lone surrogate, an impossible time), and says so', async () => {
    const lines: string[] = [];
    const { service, poller } = setUp({ log: (line) => lines.push(line) });
    const odd = blocked(2, NOW_S - 200, 'spam-links', 2, { text: 'nul \u0000 here', sender: 'u-\ud800' });
    (odd.message.data as Record<string, unknown>)['key\u0000with nul'] = 'lone \udc00 low';
    service.state.blocked = [blocked(4, NOW_S - 100), blocked(3, 1e20), odd, blocked(1, NOW_S - 300)];
    expect(await poller.runOnce()).toBe(60_000);
    expect(poller.lastError).toBeUndefined();
    expect(await count()).toBe(4);
    const rows = await store()
      .db.selectFrom('archive_messages')
      .select(['message_id', 'text', 'sender_uid', 'created_at', 'record'])
      .orderBy('message_id')
      .execute();
    // An impossible time reads as missing: the record is kept at the time the poll saw it.
    expect(rows.map((row) => [row.message_id, row.created_at])).toEqual([
      ['1', NOW_S - 300],
      ['2', NOW_S - 200],
      ['3', expect.any(Number)],
      ['4', NOW_S - 100],
    ]);
    expect(rows[2]?.created_at).toBeGreaterThanOrEqual(NOW_S);
    expect(rows[2]?.created_at).toBeLessThan(NOW_S + 60);
    expect(rows[1]).toMatchObject({ text: 'nul \ufffd here', sender_uid: 'u-\ufffd' });
    expect(JSON.stringify(rows[1]?.record)).toContain('key\ufffdwith nul');
    expect(lines.map((line) => JSON.parse(line) as { cleaned?: number }).find((line) => line.cleaned)).toMatchObject({
      cleaned: 2,
      stored: 4,
    });
  });

  it('honours 429 and Retry-After, and backs off on errors', async () => {
    const { service, poller } = setUp();
    service.state.answer.set('blocked-messages', {
      ok: false,
      status: 429,
      problem: 'the service answered 429 ERR_TOO_MANY_REQUESTS',
      retryAfterSeconds: 300,
    });
    expect(await poller.runOnce()).toBe(300_000);
    expect(poller.lastError).toBe('the service answered 429 ERR_TOO_MANY_REQUESTS');
    service.state.answer.set('blocked-messages', {
      ok: false,
      status: 502,
      problem: 'the service answered 502 ERR_UPSTREAM_UNREACHABLE',
    });
    expect(await poller.runOnce()).toBe(120_000);
    expect(await poller.runOnce()).toBe(240_000);
    service.state.answer.clear();
    expect(await poller.runOnce()).toBe(60_000);
    expect(poller.lastError).toBeUndefined();
  });

  it('prunes records older than the retention', async () => {
    const { service, poller } = setUp();
    service.state.blocked = [blocked(2, NOW_S - 10 * DAY_SECONDS), blocked(1, NOW_S - 400 * DAY_SECONDS)];
    await poller.runOnce();
    const ids = await store().db.selectFrom('archive_messages').select('message_id').execute();
    expect(ids).toEqual([{ message_id: '2' }]);
  });

  it("leaves a record the service gives unchanged as it is (not rewritten, not locked), updates one it changed, and logs the poll's counts", async () => {
    const lines: string[] = [];
    const { clock, service, poller } = setUp({ log: (line) => lines.push(line) });
    service.state.blocked = [blocked(3, NOW_S - 100), blocked(2, NOW_S - 200), blocked(1, NOW_S - 300)];
    await poller.runOnce();
    // xmin changes when a row is rewritten; xmax is set when a statement locks it.
    const versions = async () =>
      Object.fromEntries(
        (
          await sql<{ message_id: string; version: string }>`
            select message_id, xmin::text || '/' || xmax::text as version from archive_messages`.execute(store().db)
        ).rows.map((row) => [row.message_id, row.version]),
      );
    const before = await versions();
    clock.advance(60_000);
    service.state.blocked = [
      blocked(4, NOW_S - 50),
      blocked(3, NOW_S - 100, 'spam-links', 1, { text: 'edited by its sender' }),
      blocked(2, NOW_S - 200),
      blocked(1, NOW_S - 300),
    ];
    await poller.runOnce();
    const after = await versions();
    expect(after['1']).toBe(before['1']);
    expect(after['2']).toBe(before['2']);
    expect(after['3']).not.toBe(before['3']);
    const stored = await store()
      .db.selectFrom('archive_messages')
      .select('text')
      .where('message_id', '=', '3')
      .executeTakeFirst();
    expect(stored?.text).toBe('edited by its sender');
    const polls = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === 'archive-poll');
    expect(polls.map(({ stored, new: added, changed, cleaned }) => ({ stored, added, changed, cleaned }))).toEqual([
      { stored: 3, added: 3, changed: 0, cleaned: 0 },
      { stored: 4, added: 1, changed: 1, cleaned: 0 },
    ]);
  });

  it('keeps polling when the store cannot be reached, and says why', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const { poller } = setUp({ db });
    expect(await poller.runOnce()).toBe(120_000);
    expect(poller.lastError).toBe('the store cannot be reached (ECONNREFUSED: nothing is listening there)');
    await db.destroy();
  });

  it('stops within its current request when the server stops, not after the rest of a first poll’s revision reads', async () => {
    const { clock, service } = setUp();
    service.state.blocked = [blocked(1, NOW_S - 100)];
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    service.state.rules = ids.map((id) => rule(id, 1, NOW_S - 1000));
    for (const id of ids) service.state.revisions.set(id, [rule(id, 1, NOW_S - 1000)]);
    let stopping: { at: number; done: Promise<void> } | undefined;
    const upstream = service.upstream;
    const poller: AppPoller = new AppPoller(app, settings, {
      db: store().db,
      clock,
      holder: 'server-a',
      upstream: async (...args) => {
        const answer = await upstream(...args);
        if (args[1].join('/') === 'rules/b/revisions') stopping = { at: clock.now(), done: poller.stop() };
        return answer;
      },
    });
    poller.start();
    await vi.waitFor(() => expect(stopping).toBeDefined());
    await stopping?.done;
    expect(service.state.calls.map((call) => call.path).at(-1)).toBe('rules/b/revisions');
    // The reads are a second apart: each one left would have kept the stop waiting a second more.
    expect(clock.now() - (stopping?.at ?? 0)).toBeLessThan(1000);
  });
});

describe('several servers on one store', () => {
  it('lets exactly one poll an app; another takes over when it stops, or within two intervals when it vanishes', async () => {
    const a = setUp();
    const b = setUp();
    a.service.state.blocked = [blocked(1, NOW_S - 100)];
    const polled = new AppPoller(app, settings, {
      db: store().db,
      upstream: a.service.upstream,
      clock: a.clock,
      holder: 'server-a',
    });
    const standby = new AppPoller(app, settings, {
      db: store().db,
      upstream: b.service.upstream,
      clock: a.clock,
      holder: 'server-b',
    });
    expect(await polled.runOnce()).toBe(60_000);
    expect(await standby.runOnce()).toBe(30_000);
    expect(b.service.state.calls).toEqual([]);

    // A vanishes without a word: B looks every half interval and takes over once the lease runs out.
    let waited = 0;
    while ((await standby.runOnce()) === 30_000) {
      a.clock.advance(30_000);
      waited += 30_000;
    }
    expect(waited).toBeLessThanOrEqual(120_000);
    expect(b.service.state.calls.map((call) => call.path)).toContain('blocked-messages');
    // Now A is the one on standby; when B stops, A takes over at its next look.
    expect(await polled.runOnce()).toBe(30_000);
    await standby.stop();
    expect(await polled.runOnce()).toBe(60_000);
    expect(await count()).toBe(1);
  });

  it('stores the records before reading revisions, and asks nothing more once another server took the app over mid-turn', async () => {
    const { clock, service } = setUp();
    service.state.blocked = [blocked(1, NOW_S - 100)];
    service.state.rules = ['a', 'b', 'c', 'd'].map((id) => rule(id, 1, NOW_S - 1000));
    for (const id of ['a', 'b', 'c', 'd']) service.state.revisions.set(id, [rule(id, 1, NOW_S - 1000)]);
    const upstream = service.upstream;
    const slow: typeof upstream = async (...args) => {
      const answer = await upstream(...args);
      if (args[1].join('/') === 'rules/b/revisions') {
        // The turn stalls past its lease, and server B takes the app over meanwhile.
        clock.advance(120_000);
        expect(await takeLease(store().db, 'archive:prod-1', 'server-b', clock.now(), 90_000)).toBe(true);
      }
      return answer;
    };
    const stalled = new AppPoller(app, settings, { db: store().db, upstream: slow, clock, holder: 'server-a' });
    expect(await stalled.runOnce()).toBe(30_000);
    expect(service.state.calls.map((call) => call.path)).toEqual([
      'blocked-messages',
      'rules',
      'reviewed-messages',
      'rules/a/revisions',
      'rules/b/revisions',
    ]);
    expect(await count()).toBe(1);
    const revisions = await store().db.selectFrom('archive_revisions').select('rule_id').execute();
    expect(revisions).toEqual([{ rule_id: 'a' }]);
  });

  it('writes nothing from a poll that outlived its lease while another server took the app over', async () => {
    const { clock, service } = setUp();
    service.state.blocked = [blocked(1, NOW_S - 100)];
    const upstream = service.upstream;
    const slow: typeof upstream = async (...args) => {
      const answer = await upstream(...args);
      if (args[1][0] === 'rules') {
        // The poll stalls past its lease, and server B takes the app over meanwhile.
        clock.advance(120_000);
        expect(await takeLease(store().db, 'archive:prod-1', 'server-b', clock.now(), 90_000)).toBe(true);
      }
      return answer;
    };
    const stalled = new AppPoller(app, settings, { db: store().db, upstream: slow, clock, holder: 'server-a' });
    expect(await stalled.runOnce()).toBe(30_000);
    expect(await count()).toBe(0);
  });
});
