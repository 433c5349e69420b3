import {
  approvedLaterQuery,
  approvedLaterWords,
  revisionFigure,
  type ApprovedLaterAnswer,
} from '../../contract/approved-later.ts';
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

async function approvedLater(period: { from?: number; to?: number } = {}) {
  const response = await app().request(`/api/apps/prod-1/archive/approved-later${approvedLaterQuery(period)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ApprovedLaterAnswer }).data;
}

// Revision 4 of profanity blocked 8 messages over the last 8 days; moderators approved 2 of them
// (one through the former "Mark reviewed"), rejected 3, and left 3 waiting. Revision 3 blocked 2.
const REVISION = 'demo_profanity_4';
const fourth = Array.from({ length: 8 }, (_, i) => blocked(i + 1, NOW_S - (8 - i) * DAY, 'profanity', 4));
const third = [blocked(20, NOW_S - 20 * DAY, 'profanity', 3), blocked(21, NOW_S - 19 * DAY, 'profanity', 3)];

describe('GET /api/apps/:appId/archive/approved-later', () => {
  beforeEach(async () => {
    await ingestPoll(
      store().db,
      'prod-1',
      {
        records: [...fourth, ...third, blocked(30, NOW_S - DAY, 'spam-links', 1)],
        limit: 10_000,
        rules: [],
        revisions: new Map([
          ['profanity', [rule('profanity', 4, NOW_S - 9 * DAY), rule('profanity', 3, NOW_S - 30 * DAY)]],
        ]),
      },
      { nowSeconds: NOW_S, retentionDays: 365, frequentForSeconds: 600 },
    );
    await decide(1, 'approved');
    await decide(2, 'reviewed');
    for (const id of [3, 4, 5]) await decide(id, 'rejected');
    await decide(20, 'approved');
  });

  it("gives the blocked page and the rule page one figure for a revision, agreeing with the rule page's decision counts", async () => {
    // Both pages ask the same question (all the archive holds) and look the revision up the same way.
    const blockedPage = revisionFigure(await approvedLater(), 'profanity', REVISION);
    const rulePage = revisionFigure(await approvedLater(), 'profanity', REVISION);
    expect(blockedPage).toEqual({ ruleId: 'profanity', revisionId: REVISION, blocked: 8, approved: 2 });
    expect(rulePage).toEqual(blockedPage);
    expect(approvedLaterWords(rulePage!)).toBe('2 of 8 blocks approved later (25%)');

    // The rule page's table counts decisions from the same tallies: its "Approved" is the same 2.
    const performance = await app().request('/api/apps/prod-1/archive/revision-performance?ruleId=profanity');
    const entries = (
      (await performance.json()) as { data: { revisions: { revisionId: string; approved: number; blocked: number }[] } }
    ).data.revisions;
    expect(entries.find((entry) => entry.revisionId === REVISION)).toMatchObject({ approved: 2, blocked: 8 });
  });

  it("counts the blocks moderators decided before the archive saw them, from the service's reviewed list", async () => {
    // Decided on the service before any poll: never in the blocked list, only in the reviewed list.
    const decidedEarlier = (id: number, status: 'approved' | 'disapproved') => {
      const record = blocked(id, NOW_S - 2 * DAY, 'profanity', 4);
      const message = { ...record.message, data: { ...record.message.data, moderation: { status } } };
      return { ...record, message: { ...message, updatedAt: NOW_S - DAY }, reviewed: true, updatedAt: NOW_S - DAY };
    };
    await ingestPoll(
      store().db,
      'prod-1',
      {
        records: [],
        limit: 10_000,
        rules: [],
        revisions: new Map(),
        // Message 1 is already held: its decision is kept, it is not counted twice.
        reviewed: [
          decidedEarlier(40, 'approved'),
          decidedEarlier(41, 'approved'),
          decidedEarlier(42, 'disapproved'),
          decidedEarlier(1, 'approved'),
        ],
      },
      { nowSeconds: NOW_S, retentionDays: 365, frequentForSeconds: 600 },
    );
    const figure = revisionFigure(await approvedLater(), 'profanity', REVISION);
    expect(figure).toMatchObject({ blocked: 11, approved: 4 });
    const performance = await app().request('/api/apps/prod-1/archive/revision-performance?ruleId=profanity');
    const entries = (
      (await performance.json()) as { data: { revisions: { revisionId: string; approved: number; blocked: number }[] } }
    ).data.revisions;
    expect(entries.find((entry) => entry.revisionId === REVISION)).toMatchObject({ approved: 4, blocked: 11 });
  });

  it("counts every rule's revisions, and each rule in all", async () => {
    const answer = await approvedLater();
    expect(answer.revisions.map((entry) => [entry.ruleId, entry.revisionId, entry.approved, entry.blocked])).toEqual([
      ['profanity', REVISION, 2, 8],
      ['profanity', 'demo_profanity_3', 1, 2],
      ['spam-links', 'demo_spam-links_1', 0, 1],
    ]);
    expect(answer.rules).toEqual([
      { ruleId: 'profanity', blocked: 10, approved: 3 },
      { ruleId: 'spam-links', blocked: 1, approved: 0 },
    ]);
    expect([answer.from, answer.to]).toEqual([null, null]);
  });

  it('counts only the blocks made within the period asked for', async () => {
    // The last 4 days: messages 5 to 8 of revision 4 (one rejected, three waiting), none of revision 3.
    const answer = await approvedLater({ from: NOW_S - 4 * DAY, to: NOW_S });
    expect(revisionFigure(answer, 'profanity', REVISION)).toMatchObject({ blocked: 4, approved: 0 });
    expect(revisionFigure(answer, 'profanity', 'demo_profanity_3')).toBeUndefined();
    expect([answer.from, answer.to]).toEqual([NOW_S - 4 * DAY, NOW_S]);
  });

  it.each([
    ['from=abc', 'from: must be a time in Unix seconds'],
    ['from=20&to=10', 'to: must be after from'],
    ['ruleId=profanity', 'unknown parameter ruleId'],
  ])('answers 400 in words for "%s"', async (query, words) => {
    const response = await app().request(`/api/apps/prod-1/archive/approved-later?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'ERR_BAD_REQUEST', message: expect.stringContaining(words) },
    });
  });

  it('is 404 for an app that is not configured', async () => {
    expect((await app().request('/api/apps/nope/archive/approved-later')).status).toBe(404);
  });
});
