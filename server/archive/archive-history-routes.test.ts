import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { DecisionLog } from '../decisions/decision-log.ts';
import { DatabaseDecisions } from '../store/decision-store.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import { ingestPoll } from './archive-ingest.ts';
import { blocked, rule } from './test-upstream.ts';

const NOW_S = Date.UTC(2026, 10, 25, 9) / 1000;
const settingsFor = () => ({ enabled: true, intervalSeconds: 60, retentionDays: 365 });
const store = useMemoryStore();

/** The service answers every decision with `status`. */
const app = (status = 200) =>
  createApp({
    ...onStore(store(), testConfig),
    archive: { db: store().db, settingsFor },
    log: () => undefined,
    // As npm start wires it when a store is open: decisions are logged there, beside the archive.
    decisions: new DecisionLog(new DatabaseDecisions(store().db)),
    fetch: async () =>
      Response.json(
        status === 200 ? { data: { success: true } } : { error: { code: 'ERR_BAD_REQUEST', message: 'no' } },
        { status },
      ),
  });

async function archive(records: unknown[], revisions: unknown[] = []) {
  await ingestPoll(
    store().db,
    'prod-1',
    { records, limit: 10_000, rules: [], revisions: new Map([['spam-links', revisions]]) },
    { nowSeconds: NOW_S, retentionDays: 365, frequentForSeconds: 600 },
  );
}

async function get<Body>(path: string, server = app()) {
  const response = await server.request(path);
  return { status: response.status, body: (await response.json()) as Body };
}

function decide(server: ReturnType<typeof app>, messageId: number, body: object) {
  return server.request(`/api/apps/prod-1/moderation/blocked-messages/${messageId}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-requested-with': 'test', origin: 'http://localhost' },
  });
}

describe('GET /api/apps/:appId/archive/revisions/:ruleId', () => {
  it("lists every revision of the rule the archive snapshotted, newest first, and none of another rule's", async () => {
    const revisions = [1, 3, 2].map((n) => rule('spam-links', n, NOW_S - 1000 + n * 100));
    await archive([], revisions);
    const { status, body } = await get<{ data: { revisionId: string }[] }>(
      '/api/apps/prod-1/archive/revisions/spam-links',
    );
    expect(status).toBe(200);
    expect(body.data.map((r) => r.revisionId)).toEqual(['demo_spam-links_3', 'demo_spam-links_2', 'demo_spam-links_1']);
    expect((await get('/api/apps/prod-1/archive/revisions/other')).body).toEqual({ data: [] });
  });
});

describe('GET /api/apps/:appId/archive/revisions/:ruleId/:revisionId', () => {
  it('gives the revision as the archive snapshotted it, long after the service stopped listing it', async () => {
    const snapshot = rule('spam-links', 2, NOW_S - 500);
    await archive([blocked(1, NOW_S - 100, 'spam-links', 2)], [snapshot]);
    const { status, body } = await get('/api/apps/prod-1/archive/revisions/spam-links/demo_spam-links_2');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        ruleId: 'spam-links',
        revisionId: 'demo_spam-links_2',
        revision: snapshot,
        revisionTime: NOW_S - 500,
        lastSeen: NOW_S,
      },
    });
  });

  it.each([
    ['a revision it never saw', 'spam-links/demo_spam-links_9'],
    ['a revision of another rule', 'other/demo_spam-links_2'],
  ])('answers null for %s', async (_name, path) => {
    await archive([], [rule('spam-links', 2, NOW_S - 500)]);
    expect((await get(`/api/apps/prod-1/archive/revisions/${path}`)).body).toEqual({ data: null });
  });

  it('is 404 for an app that is not configured, and refuses unknown parameters', async () => {
    expect((await get('/api/apps/nope/archive/revisions/a/b')).status).toBe(404);
    expect((await get('/api/apps/prod-1/archive/revisions/a/b?x=1')).status).toBe(400);
  });
});

describe('decisions in the archive list', () => {
  interface Page {
    data: { message: { id: number }; archiveDecision?: unknown }[];
  }

  it('carries the decision a moderator took in the dashboard, and who took it', async () => {
    await archive([blocked(1, NOW_S - 200), blocked(2, NOW_S - 100)]);
    const server = app();
    expect((await decide(server, 1, { status: 'rejected', reviewed: true })).status).toBe(200);
    const { body } = await get<Page>('/api/apps/prod-1/archive/blocked-messages', server);
    expect(body.data.map((record) => [record.message.id, record.archiveDecision])).toEqual([
      [2, undefined],
      [1, { status: 'rejected', decidedBy: expect.any(String), decidedAt: expect.any(Number), source: 'dashboard' }],
    ]);
  });

  it.each([
    ['approved', { status: 'approved' }],
    // "Mark reviewed": the message stays blocked.
    ['rejected', { status: 'rejected', reviewed: true }],
  ])('keeps each kind of decision apart: %s', async (status, body) => {
    await archive([blocked(1, NOW_S - 200)]);
    const server = app();
    await decide(server, 1, body);
    const { body: page } = await get<Page>('/api/apps/prod-1/archive/blocked-messages', server);
    expect(page.data[0]?.archiveDecision).toMatchObject({ status, source: 'dashboard' });
  });

  it('keeps only the latest decision on a message', async () => {
    await archive([blocked(1, NOW_S - 200)]);
    const server = app();
    await decide(server, 1, { status: 'approved' });
    await decide(server, 1, { status: 'rejected', reviewed: true });
    const { body } = await get<Page>('/api/apps/prod-1/archive/blocked-messages', server);
    expect(body.data[0]?.archiveDecision).toMatchObject({ status: 'rejected' });
  });

  it('leaves out a decision the service refused', async () => {
    await archive([blocked(1, NOW_S - 200)]);
    const server = app(400);
    expect((await decide(server, 1, { status: 'approved' })).status).toBe(400);
    const { body } = await get<Page>('/api/apps/prod-1/archive/blocked-messages', server);
    expect(body.data[0]?.archiveDecision).toBeUndefined();
  });
});
