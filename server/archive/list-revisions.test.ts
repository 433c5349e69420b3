import { createApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { onStore } from '../testing/app-on-store.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import { AppPoller } from './app-poller.ts';
import { virtualClock } from './clock.ts';
import { LIST_REVISIONS_KEPT, listAsOf, listRevisionRows, storeListRevisions } from './list-revisions.ts';
import { fakeService } from './test-upstream.ts';

const app = testConfig.apps[0] as AppConfig;
const START = Date.UTC(2026, 10, 25, 9);
const NOW_S = START / 1000;
const H = 3600;

const list = (revision: number, updatedAt: number, searchTerms: string[]) => ({
  id: 'profanity',
  name: 'Profane words',
  category: 'word',
  searchTerms,
  revisionId: `demo_profanity_${revision}`,
  updatedAt,
});

const store = useMemoryStore();

describe('listRevisionRows', () => {
  it.each([
    ['keyed by the service’s revision, timed by updatedAt', list(2, 500, ['a']), 'demo_profanity_2', 500],
    ['without a revisionId: keyed by updatedAt', { id: 'l', updatedAt: 700 }, 'updated-700', 700],
    ['without updatedAt: timed by createdAt', { id: 'l', revisionId: 'r1', createdAt: 300 }, 'r1', 300],
  ])('%s', (_, record, revisionId, time) => {
    expect(listRevisionRows('app', [record], 900)).toMatchObject([
      {
        app_id: 'app',
        list_id: (record as { id: string }).id,
        revision_id: revisionId,
        revision_time: time,
        seen_at: 900,
      },
    ]);
  });

  it.each([
    ['no id', { revisionId: 'r1', updatedAt: 1 }],
    ['neither a revision nor a time', { id: 'l' }],
    ['not an object', 'profanity'],
  ])('skips a list with %s', (_, record) => {
    expect(listRevisionRows('app', [record], 900)).toEqual([]);
  });
});

describe('keyword lists as they stood', () => {
  it('a poll stores a list revision once, and the list is read as it stood at any time since the archive saw it', async () => {
    const clock = virtualClock(START);
    const service = fakeService(clock);
    const poller = new AppPoller(
      app,
      { enabled: true, intervalSeconds: 60, retentionDays: 365 },
      { db: store().db, upstream: service.upstream, clock, holder: 'server-a' },
    );
    const revisionCount = async () =>
      (await store().db.selectFrom('archive_list_revisions').select('revision_id').execute()).length;

    service.state.keywords = [list(1, NOW_S - 10 * H, ['darn', 'heck'])];
    await poller.runOnce();
    await poller.runOnce();
    expect(await revisionCount()).toBe(1);

    // An admin removes "darn" an hour before the next poll.
    service.state.keywords = [list(2, NOW_S - H, ['heck'])];
    await poller.runOnce();
    expect(await revisionCount()).toBe(2);

    const at = (time: number) => listAsOf(store().db, app.appId, 'profanity', time);
    expect(await at(NOW_S - 2 * H)).toMatchObject({
      revisionId: 'demo_profanity_1',
      standing: 'in-effect',
      newest: false,
      list: { searchTerms: ['darn', 'heck'] },
    });
    expect(await at(NOW_S)).toMatchObject({ revisionId: 'demo_profanity_2', standing: 'in-effect', newest: true });
    // Before the oldest revision the archive holds: that one, said to be the oldest known.
    expect(await at(NOW_S - 20 * H)).toMatchObject({ revisionId: 'demo_profanity_1', standing: 'oldest-known' });
    expect(await listAsOf(store().db, app.appId, 'other-list', NOW_S)).toBeNull();
  });
});

describe('storeListRevisions', () => {
  it('writes only revisions it lacks, and keeps a list to its newest LIST_REVISIONS_KEPT', async () => {
    const revisions = (count: number, from = 1) =>
      listRevisionRows(
        app.appId,
        Array.from({ length: count }, (_, i) => list(from + i, NOW_S - 1000 * H + (from + i) * H, ['t'])),
        NOW_S,
      );
    expect(await storeListRevisions(store().db, revisions(3))).toBe(3);
    expect(await storeListRevisions(store().db, revisions(3))).toBe(0);
    expect(await storeListRevisions(store().db, revisions(LIST_REVISIONS_KEPT, 4))).toBe(LIST_REVISIONS_KEPT);
    const kept = await store()
      .db.selectFrom('archive_list_revisions')
      .select('revision_id')
      .orderBy('revision_time')
      .execute();
    expect(kept).toHaveLength(LIST_REVISIONS_KEPT);
    // The three oldest went; the newest is held.
    expect(kept[0]?.revision_id).toBe('demo_profanity_4');
    expect(kept.at(-1)?.revision_id).toBe(`demo_profanity_${LIST_REVISIONS_KEPT + 3}`);
  });
});

describe('GET /api/apps/:appId/archive/keyword-lists/:listId?at=', () => {
  const server = () =>
    createApp({
      ...onStore(store(), testConfig),
      archive: { db: store().db, settingsFor: () => ({ enabled: true, intervalSeconds: 60, retentionDays: 365 }) },
      log: () => undefined,
    });

  it('answers the list as it stood, null for a list the archive never saw, and 400 without a time', async () => {
    await storeListRevisions(store().db, listRevisionRows(app.appId, [list(1, NOW_S - 10 * H, ['darn'])], NOW_S));
    const read = async (query: string) => {
      const response = await server().request(`/api/apps/${app.appId}/archive/keyword-lists/${query}`);
      return {
        status: response.status,
        body: (await response.json()) as { data?: unknown; error?: { message: string } },
      };
    };
    expect(await read(`profanity?at=${NOW_S}`)).toMatchObject({
      status: 200,
      body: { data: { listId: 'profanity', revisionId: 'demo_profanity_1', list: { searchTerms: ['darn'] } } },
    });
    expect(await read(`unknown-list?at=${NOW_S}`)).toEqual({ status: 200, body: { data: null } });
    const missing = await read('profanity');
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toMatch(/at/);
  });
});
