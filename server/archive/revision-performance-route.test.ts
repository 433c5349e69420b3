import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import { ingestPoll } from './archive-ingest.ts';
import { blocked, DAY_SECONDS, rule } from './test-upstream.ts';

const DAY = DAY_SECONDS;
const NOW_S = Math.floor(Date.UTC(2026, 10, 25, 9) / 1000 / DAY) * DAY;
const settingsFor = () => ({ enabled: true, intervalSeconds: 60, retentionDays: 365 });

const store = useMemoryStore();
const app = () =>
  createApp({ ...onStore(store(), testConfig), archive: { db: store().db, settingsFor }, log: () => undefined });

async function archive(records: unknown[], revisions: unknown[]) {
  await ingestPoll(
    store().db,
    'prod-1',
    { records, limit: 10_000, rules: [], revisions: new Map([['spam-links', revisions]]) },
    { nowSeconds: NOW_S, retentionDays: 365, frequentForSeconds: 600 },
  );
}

async function decide(messageId: number, status: string) {
  await store()
    .db.insertInto('archive_decisions')
    .values({
      app_id: 'prod-1',
      message_id: String(messageId),
      status,
      decided_by: 'mo',
      decided_at: NOW_S,
      source: 'dashboard',
    })
    .execute();
}

interface Entry {
  revisionId: string;
  blocked: number;
  approved: number;
  rejected: number;
  undecided: number;
  before: { perDay: number } | null;
  after: { perDay: number } | null;
}

async function performance(query: string) {
  const response = await app().request(`/api/apps/prod-1/archive/revision-performance?${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { data: { revisions: Entry[]; windowDays: number } },
  };
}

describe('GET /api/apps/:appId/archive/revision-performance', () => {
  // Revision 2 took effect 10 days ago: before it, 14 blocks in 7 days; after it, 3 in 7 days.
  const changed = NOW_S - 10 * DAY;
  const older = Array.from({ length: 14 }, (_, i) =>
    blocked(100 + i, changed - 7 * DAY + i * (DAY / 2), 'spam-links', 1),
  );
  const newer = [blocked(1, changed + 3600), blocked(2, changed + DAY), blocked(3, changed + 2 * DAY)].map(
    (record) => ({ ...record, revisionId: 'demo_spam-links_2' }),
  );

  beforeEach(() =>
    archive(
      [...older, ...newer, blocked(50, changed + 5, 'other', 1)],
      [rule('spam-links', 2, changed), rule('spam-links', 1, changed - 40 * DAY)],
    ),
  );

  it("counts each revision's blocks and the rule's blocks per day before and after it took effect", async () => {
    const { status, body } = await performance('ruleId=spam-links');
    expect(status).toBe(200);
    expect(body.data.windowDays).toBe(7);
    expect(
      body.data.revisions.map((entry) => [
        entry.revisionId,
        entry.blocked,
        entry.undecided,
        entry.before?.perDay,
        entry.after?.perDay,
      ]),
    ).toEqual([
      ['demo_spam-links_2', 3, 3, 2, 3 / 7],
      // Revision 1 took effect 33 days before the archive's oldest record: nothing is known around it.
      ['demo_spam-links_1', 14, 14, undefined, undefined],
    ]);
  });

  it("counts what moderators decided, from the store's decisions", async () => {
    await decide(1, 'approved');
    await decide(2, 'rejected');
    await decide(3, 'rejected');
    const [current] = (await performance('ruleId=spam-links')).body.data.revisions;
    expect(current).toMatchObject({
      revisionId: 'demo_spam-links_2',
      blocked: 3,
      approved: 1,
      rejected: 2,
      undecided: 0,
    });
  });

  it('reads the decision a record carries when the store has none of its own', async () => {
    await archive(
      [{ ...newer[0], message: { ...newer[0]?.message, data: { moderation: { status: 'disapproved' } } } }],
      [],
    );
    const [current] = (await performance('ruleId=spam-links&days=3')).body.data.revisions;
    expect(current).toMatchObject({ rejected: 1, undecided: 2 });
  });

  it.each([
    ['', 'ruleId: '],
    ['ruleId=spam-links&days=0', 'days: must be a whole number of days from 1 to 90'],
    ['ruleId=spam-links&days=91', 'days: must be a whole number of days from 1 to 90'],
    ['ruleId=spam-links&since=1', 'unknown parameter since'],
  ])('answers 400 in words for "%s"', async (query, words) => {
    const response = await app().request(`/api/apps/prod-1/archive/revision-performance?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'ERR_BAD_REQUEST', message: expect.stringContaining(words) },
    });
  });

  it('is 404 for an app that is not configured', async () => {
    expect((await app().request('/api/apps/nope/archive/revision-performance?ruleId=spam-links')).status).toBe(404);
  });
});
