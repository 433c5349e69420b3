import type { Kysely, KyselyPlugin } from 'kysely';
import { ingestPoll } from '../archive/archive-ingest.ts';
import { blocked } from '../archive/test-upstream.ts';
import { createApp } from '../app.ts';
import type { Database } from '../store/schema.ts';
import { storeBackedServices } from '../store/store-services.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { recordingFetch, testConfig } from '../testing/fake-upstream.ts';
import {
  D0,
  HAND_MADE_BLOCKS,
  HAND_MADE_LOG,
  HAND_MADE_MOVEMENT,
  HAND_MADE_QUERY,
} from '../../src/lib/queue-movement.fixture.ts';
import {
  delaysPerDay,
  moderatorFigures,
  waitingNow,
  waitingSeries,
  type QueueMovement,
} from '../../src/lib/queue-movement.ts';

const store = useMemoryStore();
const H = 3600;

/** The store as the route sees it, counting every statement sent through it. */
function countingStore() {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    db: store().db.withPlugin(counter),
    statements: () => statements,
    reset: () => (statements = 0),
  };
}

async function appWithHandMadeLog(db: Kysely<Database> = store().db) {
  const records = Object.entries(HAND_MADE_BLOCKS).map(([id, at]) => blocked(Number(id), at));
  await ingestPoll(
    store().db,
    'prod-1',
    { records, limit: 100, rules: [], revisions: new Map() },
    { nowSeconds: D0 + 48 * H, retentionDays: 3650, frequentForSeconds: 600 },
  );
  const { decisions } = await storeBackedServices({ ...store(), db });
  for (const entry of HAND_MADE_LOG) {
    const at = new Date(entry.at * 1000);
    const intent = await decisions.intend(
      {
        username: entry.username,
        appId: 'prod-1',
        messageId: entry.messageId,
        queue: entry.queue,
        decision: entry.decision,
      },
      at,
    );
    await decisions.settle(intent, entry.outcome, { status: entry.outcome === 'applied' ? 200 : 400 }, at);
  }
  return appOn(db);
}

async function appOn(db: Kysely<Database> = store().db) {
  const { decisions } = await storeBackedServices({ ...store(), db });
  return createApp({
    ...onStore(store(), testConfig),
    fetch: recordingFetch().fetch,
    decisions,
    archive: { db },
    log: () => undefined,
  });
}

async function movement(app: Awaited<ReturnType<typeof appOn>>, query: string) {
  const response = await app.request(`/api/apps/prod-1/archive/queue-movement?${query}`);
  return {
    status: response.status,
    body: (await response.json()) as { data: QueueMovement; error?: { message: string } },
  };
}

describe('GET /api/apps/:appId/archive/queue-movement', () => {
  beforeEach(() => vi.useFakeTimers({ now: HAND_MADE_QUERY.now * 1000, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('answers what the hand-made log and blocks say, and the figures are the ones worked out by hand', async () => {
    const app = await appWithHandMadeLog();
    const { status, body } = await movement(app, `bucket=day&from=${HAND_MADE_QUERY.from}&to=${HAND_MADE_QUERY.to}`);
    expect(status).toBe(200);
    expect(body.data).toEqual(HAND_MADE_MOVEMENT);

    // 4 waits alone at the end of both days, since 5:00 on the first.
    expect(waitingSeries(body.data).map((point) => [point.waiting, point.oldestWait])).toEqual([
      [1, 19 * H],
      [1, 43 * H],
    ]);
    expect(waitingNow(body.data)).toEqual({ waiting: 1, oldestWait: 44 * H });
    // Day one: 1 after 10 min, 2 after 30, 7 after 40, 3 after 1 h, 6 after 3 h 5 min. Day two: 5 after 4 h; 99 was never archived.
    expect(delaysPerDay(body.data.decisions)).toEqual([
      { day: D0, decided: 5, median: 2400, p90: 3 * H + 300, withoutBlockTime: 0 },
      { day: D0 + 24 * H, decided: 2, median: 4 * H, p90: 4 * H, withoutBlockTime: 1 },
    ]);
    // lee: 3, 7 (both in the 4:00 hour), 6 and 99; dana: 1, 2 and 5, each in an hour of its own.
    expect(moderatorFigures(body.data.decisions)).toEqual([
      { username: 'lee', decisions: 4, approved: 3, markedReviewed: 1, activeHours: 3, perHour: 4 / 3 },
      { username: 'dana', decisions: 3, approved: 2, markedReviewed: 1, activeHours: 3, perHour: 1 },
    ]);
  });

  it('counts by hour too: the waiting line follows each block and decision', async () => {
    const app = await appWithHandMadeLog();
    const { body } = await movement(app, `bucket=hour&from=${D0}&to=${D0 + 6 * H}`);
    // Hours 0..5: 6 waits from before; 1 at 1:00 (decided 1:10); 2 at 2:00 (decided 2:30), 6 decided 2:05; 3 and 7 at 3:00 and 3:30, decided in the 4:00 hour; 4 at 5:00.
    expect(waitingSeries(body.data).map((point) => point.waiting)).toEqual([1, 1, 0, 2, 0, 1]);
    expect(body.data.decisions.map((decision) => decision.messageId)).toEqual(['7', '3', '6', '2', '1']);
  });

  it('reads the store a bounded few times, whatever the range: 6 hours cost the same statements as 1,000', async () => {
    const counted = countingStore();
    const app = await appWithHandMadeLog(counted.db);
    const statementsFor = async (hours: number) => {
      counted.reset();
      const { status } = await movement(app, `bucket=hour&from=${D0}&to=${D0 + hours * H}`);
      expect(status).toBe(200);
      return counted.statements();
    };
    const few = await statementsFor(6);
    expect(few).toBeLessThanOrEqual(6);
    expect(await statementsFor(1000)).toBe(few);
  });

  it('finds the oldest wait at the end of each hour as a walk through every block and decision does', async () => {
    // Blocks every 20 minutes over a day and a half, each decided after its own delay (some never).
    const records = Array.from({ length: 110 }, (_, i) => blocked(1000 + i, D0 - 6 * H + i * 1200));
    await ingestPoll(
      store().db,
      'prod-1',
      { records, limit: 200, rules: [], revisions: new Map() },
      { nowSeconds: D0 + 48 * H, retentionDays: 3650, frequentForSeconds: 600 },
    );
    const delays = [600, 7 * H, 300, 26 * H, 2 * H, 0, 90 * 60, 13 * H, 45 * 60];
    const decidedAt = new Map(
      records.flatMap((_, i) => {
        const delay = delays[i % delays.length] ?? 0;
        return i % 7 === 3 ? [] : [[String(1000 + i), D0 - 6 * H + i * 1200 + delay] as const];
      }),
    );
    await store()
      .db.insertInto('archive_decisions')
      .values(
        [...decidedAt].map(([message_id, decided_at]) => ({
          app_id: 'prod-1',
          message_id,
          status: 'approved',
          decided_by: 'lee',
          decided_at,
          source: 'dashboard',
        })),
      )
      .execute();
    const blockedAt = new Map(records.map((_, i) => [String(1000 + i), D0 - 6 * H + i * 1200]));
    const oldestWaitingAt = (at: number) => {
      const waiting = [...blockedAt]
        .filter(([id, blocked]) => blocked <= at && !((decidedAt.get(id) ?? Infinity) <= at))
        .map(([, blocked]) => blocked);
      return waiting.length > 0 ? Math.min(...waiting) : null;
    };
    const app = await appOn();
    const from = D0 - 8 * H;
    const to = D0 + 40 * H;
    const { body } = await movement(app, `bucket=hour&from=${from}&to=${to}`);
    const now = HAND_MADE_QUERY.now;
    expect(body.data.waiting.buckets.map((bucket) => bucket.oldestWaiting)).toEqual(
      body.data.waiting.buckets.map((bucket) => oldestWaitingAt(Math.min(bucket.time + H, to, now))),
    );
    expect(body.data.waiting.now.oldestWaiting).toBe(oldestWaitingAt(now));
  });

  it.each([
    ['bucket=week&from=1&to=2', /bucket: must be "hour" or "day"/],
    [`bucket=hour&from=${D0}&to=${D0}`, /to: must be after from/],
    [`bucket=hour&from=${D0}&to=${D0 + 1001 * H}`, /bucket=hour covers at most 1,000 hours \(41 days\)/],
    [`bucket=day&from=${D0}&to=${D0 + 1001 * 24 * H}`, /bucket=day covers at most 1,000 days/],
    [`bucket=day&from=${D0}&to=${D0 + H}&ruleId=x`, /unknown parameter ruleId/],
  ])('refuses %s in words', async (query, words) => {
    const app = await appWithHandMadeLog();
    const { status, body } = await movement(app, query);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(words);
  });

  it('answers 503 in words on a server without a store', async () => {
    const app = createApp({ ...onStore(store(), testConfig), fetch: recordingFetch().fetch, log: () => undefined });
    const response = await app.request(
      `/api/apps/prod-1/archive/queue-movement?bucket=day&from=${D0}&to=${D0 + 48 * H}`,
    );
    expect(response.status).toBe(503);
  });
});
