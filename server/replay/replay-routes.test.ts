import { ingestPoll } from '../archive/archive-ingest.ts';
import { blocked, DAY_SECONDS } from '../archive/test-upstream.ts';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';

const NOW = 1_780_000_000;
const store = useMemoryStore();

const LISTS = [{ id: 'words', name: 'Words', category: 'word', searchTerms: ['darn', 'heck'] }];
const RULES = [
  {
    id: 'profanity',
    name: 'Profanity',
    enabled: true,
    conditions: [
      {
        id: 1,
        isKeywordsReferencePresent: true,
        operand: 'text',
        category: 'word',
        operator: 'contains',
        value: ['words'],
      },
    ],
  },
  {
    id: 'other',
    name: 'Other',
    enabled: true,
    conditions: [{ id: 1, operand: 'text', category: 'word', operator: 'contains', value: ['spam'] }],
  },
];

function app() {
  const upstream = recordingFetch((request) =>
    Response.json({ data: new URL(request.url).pathname.endsWith('/keywords') ? LISTS : RULES }),
  );
  return createApp({
    ...onStore(store(), testConfig),
    fetch: upstream.fetch,
    archive: { db: store().db },
    log: () => undefined,
  });
}

async function replay(body: unknown) {
  const response = await app().request('/api/apps/prod-1/archive/replay', {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { rules: unknown[]; records?: { message: { id: number } }[] };
      error?: { message: string };
    },
  };
}

beforeEach(async () => {
  const records = [
    blocked(1, NOW - DAY_SECONDS, 'profanity', 1, { text: 'oh darn' }),
    blocked(2, NOW - 2 * DAY_SECONDS, 'profanity', 1, { text: 'darn it' }),
    blocked(3, NOW - 3 * DAY_SECONDS, 'profanity', 1, { text: 'heck no' }),
    blocked(4, NOW - 20 * DAY_SECONDS, 'profanity', 1, { text: 'darn, twenty days ago' }),
    blocked(5, NOW - DAY_SECONDS, 'other', 1, { text: 'spam' }),
  ];
  await ingestPoll(
    store().db,
    'prod-1',
    { records, limit: 10_000, rules: [], revisions: new Map() },
    { nowSeconds: NOW, retentionDays: 365, frequentForSeconds: 600 },
  );
  await store()
    .db.insertInto('archive_decisions')
    .values([
      { app_id: 'prod-1', message_id: '1', status: 'approved', decided_by: 'mo', decided_at: NOW, source: 'dashboard' },
      { app_id: 'prod-1', message_id: '2', status: 'rejected', decided_by: 'mo', decided_at: NOW, source: 'dashboard' },
    ])
    .execute();
});

describe('POST /api/apps/:appId/archive/replay', () => {
  it('replays a keyword-list change on every rule that names the list, within the range', async () => {
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
    try {
      const { status, body } = await replay({ days: 7, keywordList: { ...LISTS[0], searchTerms: ['heck'] } });
      expect(status).toBe(200);
      // Today's "Mark reviewed" (message 2) is kept as rejected: the block stands, so it counts with the rejections.
      expect(body.data.rules).toEqual([
        {
          ruleId: 'profanity',
          ruleName: 'Profanity',
          stillBlocked: 1,
          noLongerBlocked: { approved: 1, rejected: 1, undecided: 0 },
          notEvaluable: 0,
          notEvaluableBy: [],
          notJudged: 0,
          ids: { stillBlocked: ['3'], approved: ['1'], rejected: ['2'], undecided: [], notEvaluable: [] },
        },
      ]);
      const thirty = await replay({
        days: 30,
        keywordList: { ...LISTS[0], searchTerms: ['heck'] },
        open: { ruleId: 'profanity', group: 'undecided' },
      });
      expect(thirty.body.data.rules[0]).toMatchObject({ noLongerBlocked: { undecided: 1 } });
      expect(thirty.body.data.records?.map((record) => record.message.id)).toEqual([4]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the sender when a changed rule filters on it', async () => {
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
    try {
      const filters = [{ type: 'sender', field: 'uid', operator: 'equals', value: 'u-1' }];
      const { status, body } = await replay({ days: 7, rule: { ...RULES[0], filters } });
      expect(status).toBe(200);
      // Only message 1 is from u-1: the rule no longer applies to the others (unknown senders would be "not evaluable").
      expect(body.data.rules).toMatchObject([
        {
          ruleId: 'profanity',
          stillBlocked: 1,
          noLongerBlocked: { approved: 0, rejected: 1, undecided: 1 },
          notEvaluable: 0,
          ids: { stillBlocked: ['1'], rejected: ['2'], undecided: ['3'] },
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says in words what is wrong with a request', async () => {
    const { status, body } = await replay({ days: 7 });
    expect(status).toBe(400);
    expect(body.error?.message).toContain('send exactly one of rule, keywordList or deletedRuleId');
  });
});
