import type { AppConfig } from '../config.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import type { ArchiveUpstream, ListAnswer } from './archive-upstream.ts';
import { virtualClock } from './clock.ts';
import { FlaggedWatch, freshFlagged } from './flagged-watch.ts';
import { takeLease } from './lease.ts';
import { announceArrivals, startLive } from '../live/live.ts';

const app = testConfig.apps[0] as AppConfig;
const store = useMemoryStore();

describe('freshFlagged', () => {
  it.each([
    ['the first look learns, and announces nothing', undefined, ['3', '2', '1'], []],
    ['a report not listed before is new', new Set(['2', '1']), ['3', '2', '1'], ['3']],
    ['two new, newest first', new Set(['1']), ['3', '2', '1'], ['3', '2']],
    ['a decided report leaving the list is nothing new', new Set(['3', '2', '1']), ['3', '1'], []],
  ])('%s', (_name, previous, ids, fresh) => {
    expect(freshFlagged(previous, ids)).toEqual(fresh);
  });
});

describe('FlaggedWatch', () => {
  function setUp(holder = 'server-a') {
    const clock = virtualClock(Date.UTC(2026, 10, 26, 9));
    let listed: unknown[] = [{ id: 2 }, { id: 1 }];
    let answer: ListAnswer | undefined;
    const paths: string[] = [];
    const upstream: ArchiveUpstream = async (_app, rest) => {
      paths.push(rest.join('/'));
      return answer ?? { ok: true, records: listed };
    };
    const announced: string[][] = [];
    const watch = new FlaggedWatch(app, {
      db: store().db,
      upstream,
      clock,
      holder,
      intervalSeconds: 60,
      onArrivals: async (_appId, ids) => {
        announced.push(ids);
      },
    });
    return {
      watch,
      paths,
      announced,
      list: (records: unknown[]) => (listed = records),
      fail: (failed: ListAnswer | undefined) => (answer = failed),
    };
  }

  it('reads the flagged list, and announces only the reports that came since its last look', async () => {
    const { watch, paths, announced, list } = setUp();
    await watch.lookOnce();
    expect(announced).toEqual([]);
    list([{ id: 4 }, { id: 3 }, { id: 2 }, { id: 1 }]);
    await watch.lookOnce();
    expect(announced).toEqual([['4', '3']]);
    await watch.lookOnce();
    expect(announced).toHaveLength(1);
    expect(paths).toEqual(['flagged-messages', 'flagged-messages', 'flagged-messages']);
  });

  it('announces nothing when the service refuses, and does not forget what it saw', async () => {
    const { watch, announced, list, fail } = setUp();
    await watch.lookOnce();
    fail({ ok: false, status: 503, problem: 'the service answered 503' });
    list([{ id: 3 }, { id: 2 }, { id: 1 }]);
    await watch.lookOnce();
    expect(announced).toEqual([]);
    fail(undefined);
    await watch.lookOnce();
    expect(announced).toEqual([['3']]);
  });

  it('announces the good new reports of a look that lists a malformed id, skips that id, and says so in the log', async () => {
    const live = await startLive(store(), { sweepMs: 60_000 });
    try {
      const lines: string[] = [];
      let listed: unknown[] = [{ id: 2 }, { id: 1 }];
      const watch = new FlaggedWatch(app, {
        db: store().db,
        upstream: async () => ({ ok: true, records: listed }),
        clock: virtualClock(Date.UTC(2026, 10, 26, 9)),
        holder: 'server-a',
        intervalSeconds: 60,
        onArrivals: announceArrivals(live, 'flagged'),
        log: (line) => lines.push(line),
      });
      await watch.lookOnce();
      listed = [{ id: 4 }, { id: 'a\u0000b' }, { id: 'x'.repeat(20_000) }, { id: 3 }, { id: 2 }, { id: 1 }];
      await watch.lookOnce();
      const events = await store().db.selectFrom('live_events').select('event').execute();
      expect(events.map((row) => row.event)).toEqual([
        { type: 'messages-added', queue: 'flagged', count: 2, messageIds: ['4', '3'] },
      ]);
      expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
        expect.objectContaining({ level: 'warn', event: 'flagged-ids-skipped', appId: app.appId, skipped: 2 }),
      ]);
      // Nothing of the malformed ids reaches the log.
      expect(lines.join('')).not.toMatch(/xxxx|\\u0000/);
    } finally {
      await live.stop();
    }
  });

  it('one server watches an app: another asks the service nothing while the lease is held', async () => {
    expect(await takeLease(store().db, `flagged:${app.appId}`, 'server-a', Date.UTC(2026, 10, 26, 9), 90_000)).toBe(
      true,
    );
    const { watch, paths } = setUp('server-b');
    await watch.lookOnce();
    expect(paths).toEqual([]);
  });
});
