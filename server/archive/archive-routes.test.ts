import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { onStore } from '../testing/app-on-store.ts';
import { createApp } from '../app.ts';
import type { Database } from '../store/schema.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { testConfig } from '../testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../testing/users.ts';
import { ingestPoll } from './archive-ingest.ts';
import { blocked, DAY_SECONDS, rule } from './test-upstream.ts';

const NOW_S = Date.UTC(2026, 10, 25, 9) / 1000;
const settingsFor = () => ({ enabled: true, intervalSeconds: 60, retentionDays: 365 });

const store = useMemoryStore();

const app = () =>
  createApp({ ...onStore(store(), testConfig), archive: { db: store().db, settingsFor }, log: () => undefined });

async function archive(records: unknown[], revisions: unknown[] = []) {
  await ingestPoll(
    store().db,
    'prod-1',
    { records, limit: 10_000, rules: [], revisions: new Map([['spam-links', revisions]]) },
    { nowSeconds: NOW_S, retentionDays: 365, frequentForSeconds: 600 },
  );
}

interface Page {
  data: { message: { id: number } }[];
  meta: { next: string | null };
}

async function get<Body = unknown>(path: string) {
  const response = await app().request(path);
  return { status: response.status, body: (await response.json()) as Body };
}

/** An app whose connection sets no webhook: the status says so, with nothing received or refused. */
const NO_WEBHOOKS = { on: false, refused: 0, lastEventAt: null, lastRefusedAt: null };

describe('GET /api/apps/:appId/archive/blocked-messages', () => {
  it('pages newest first by cursor until every record has been seen once', async () => {
    // Two records share a time: the message id orders them, so no page repeats or skips one.
    await archive([
      blocked(1, NOW_S - 300),
      blocked(2, NOW_S - 200),
      blocked(3, NOW_S - 200),
      blocked(4, NOW_S - 100),
      blocked(5, NOW_S - 50),
    ]);
    const seen: unknown[] = [];
    let next: string | null = null;
    do {
      const page: { status: number; body: Page } = await get<Page>(
        `/api/apps/prod-1/archive/blocked-messages?limit=2${next ? `&cursor=${next}` : ''}`,
      );
      expect(page.status).toBe(200);
      const { data, meta } = page.body;
      seen.push(...data.map((record) => record.message.id));
      next = meta.next;
    } while (next);
    expect(seen).toEqual([5, 4, 3, 2, 1]);
  });

  it('gives each record back as the service gave it', async () => {
    const record = blocked(7, NOW_S - 10, 'spam-links', 1, { text: 'Hello <b>there</b>' });
    await archive([record]);
    expect((await get('/api/apps/prod-1/archive/blocked-messages')).body).toEqual({
      data: [record],
      meta: { next: null },
    });
  });

  it.each([
    ['text, in any case', 'q=HELLO%20w', [2]],
    ['a sender name', 'q=sender%203', [3]],
    ['a message id', 'q=4', [4]],
    ['LIKE wildcards taken literally', 'q=%25', []],
    ['a rule', 'ruleId=other', [3]],
    ['a revision', 'revisionId=demo_spam-links_2', [4]],
    ['what one uid sent', 'senderUid=u-3', [3]],
    // `q` finds the receiver too; "sent by" must not.
    ['what a uid that only receives sent', 'senderUid=u-bob', []],
    ['a time range', `from=${NOW_S - 250}&to=${NOW_S - 150}`, [3, 2]],
    ['a status', 'status=pending', [4, 3, 2]],
  ])('filters by %s', async (_name, query, ids) => {
    await archive([
      blocked(2, NOW_S - 200, 'spam-links', 1, { text: 'Hello world' }),
      blocked(3, NOW_S - 180, 'other', 1),
      blocked(4, NOW_S - 100, 'spam-links', 2),
    ]);
    const { body } = await get<Page>(`/api/apps/prod-1/archive/blocked-messages?${query}`);
    expect(body.data.map((record) => record.message.id)).toEqual(ids);
  });

  it.each([
    ['limit=501', 'limit: must be a whole number from 1 to 500'],
    ['limit=0', 'limit: must be a whole number from 1 to 500'],
    ['from=yesterday', 'from: must be a time in Unix seconds'],
    ['cursor=abc', 'cursor: is not a cursor this server gave'],
    ['ruleId=', 'ruleId: must not be empty'],
    ['sort=asc', 'unknown parameter sort'],
    // What PostgreSQL refuses is a mistake in the request, not a store that cannot be reached.
    ...['q', 'ruleId', 'revisionId', 'senderUid', 'type', 'status'].map((name) => [
      `${name}=a%00b`,
      `${name}: must not hold a NUL character`,
    ]),
    [`cursor=${Buffer.from('[1e300,"1"]').toString('base64url')}`, 'cursor: is not a cursor this server gave'],
    [
      `cursor=${Buffer.from('[9223372036854775808,"1"]').toString('base64url')}`,
      'cursor: is not a cursor this server gave',
    ],
    [`cursor=${Buffer.from('[1,"a\\u0000b"]').toString('base64url')}`, 'cursor: is not a cursor this server gave'],
  ])('answers 400 in words for %s', async (query, words) => {
    const { status, body } = await get(`/api/apps/prod-1/archive/blocked-messages?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'ERR_BAD_REQUEST', message: expect.stringContaining(words) } });
  });

  it('is 404 for an app that is not configured', async () => {
    expect((await get('/api/apps/nope/archive/blocked-messages')).status).toBe(404);
  });
});

describe('GET /api/apps/:appId/archive/status', () => {
  it('tells what the archive holds, when it last polled, and every gap', async () => {
    await archive([blocked(1, NOW_S - 300), blocked(2, NOW_S - 100)]);
    await store()
      .db.insertInto('archive_gaps')
      .values({ app_id: 'prod-1', from_time: NOW_S - 900, to_time: NOW_S - 600, found_at: NOW_S })
      .execute();
    const { status, body } = await get('/api/apps/prod-1/archive/status');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        enabled: true,
        records: 2,
        oldest: NOW_S - 300,
        newest: NOW_S - 100,
        lastPoll: NOW_S,
        lastError: null,
        gaps: [{ from: NOW_S - 900, to: NOW_S - 600 }],
        webhooks: NO_WEBHOOKS,
      },
    });
  });

  it('is empty, not an error, before the first poll', async () => {
    const { body } = await get('/api/apps/prod-1/archive/status');
    expect(body).toEqual({
      data: {
        enabled: true,
        records: 0,
        oldest: null,
        newest: null,
        lastPoll: null,
        lastError: null,
        gaps: [],
        webhooks: NO_WEBHOOKS,
      },
    });
  });
});

describe('GET /api/apps/:appId/archive/trends', () => {
  it("counts per day, rule and revision, with each revision's time", async () => {
    const day = Math.floor(NOW_S / DAY_SECONDS) * DAY_SECONDS;
    await archive(
      [
        blocked(1, day - DAY_SECONDS + 10, 'spam-links', 1),
        blocked(2, day - DAY_SECONDS + 20, 'spam-links', 1),
        blocked(3, day + 10, 'spam-links', 2),
        blocked(4, day + 20, 'other', 1),
      ],
      [rule('spam-links', 2, day - 100), rule('spam-links', 1, day - 40 * DAY_SECONDS)],
    );
    const { status, body } = await get(
      `/api/apps/prod-1/archive/trends?bucket=day&from=${day - DAY_SECONDS}&to=${day + DAY_SECONDS}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      data: {
        bucket: 'day',
        from: day - DAY_SECONDS,
        to: day + DAY_SECONDS,
        counts: [
          { time: day - DAY_SECONDS, ruleId: 'spam-links', revisionId: 'demo_spam-links_1', count: 2 },
          { time: day, ruleId: 'other', revisionId: 'demo_other_1', count: 1 },
          { time: day, ruleId: 'spam-links', revisionId: 'demo_spam-links_2', count: 1 },
        ],
        revisions: [
          { ruleId: 'spam-links', revisionId: 'demo_spam-links_1', time: day - 40 * DAY_SECONDS },
          { ruleId: 'spam-links', revisionId: 'demo_spam-links_2', time: day - 100 },
        ],
        // Names from the archived snapshots; "other" was never snapshotted, so the page shows its id.
        rules: [{ ruleId: 'spam-links', name: 'spam-links' }],
        // The moderation engine failed on nothing (no webhook delivered a failure).
        engineFailures: [],
      },
    });
    const one = await get<{ data: { counts: unknown[] } }>(
      `/api/apps/prod-1/archive/trends?bucket=hour&from=${day}&to=${day + 3600}&ruleId=other`,
    );
    expect(one.body.data.counts).toEqual([{ time: day, ruleId: 'other', revisionId: 'demo_other_1', count: 1 }]);
  });

  it('counts each record once however often it is polled, and forgets records past the retention', async () => {
    const day = Math.floor(NOW_S / DAY_SECONDS) * DAY_SECONDS;
    const old = blocked(1, day - 400 * DAY_SECONDS);
    const recent = blocked(2, day + 10);
    await archive([recent, old]);
    await archive([recent, old]);
    const trends = async () =>
      (
        await get<{ data: { counts: { count: number }[] } }>(
          `/api/apps/prod-1/archive/trends?bucket=day&from=${day - 500 * DAY_SECONDS}&to=${day + DAY_SECONDS}`,
        )
      ).body.data.counts;
    // The 400-day-old record was pruned by the first poll (retention 365) and came back with the second, then was pruned again.
    expect(await trends()).toEqual([{ time: day, ruleId: 'spam-links', revisionId: 'demo_spam-links_1', count: 1 }]);
  });

  it.each([
    ['bucket=week&from=0&to=10', 'bucket: must be "hour" or "day"'],
    ['bucket=day&from=10&to=5', 'to: must be after from'],
    ['bucket=hour&from=0&to=100000000', 'would make more than 10000 buckets'],
    ['bucket=day&to=5', 'from: '],
  ])('answers 400 in words for %s', async (query, words) => {
    const { status, body } = await get(`/api/apps/prod-1/archive/trends?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'ERR_BAD_REQUEST', message: expect.stringContaining(words) } });
  });
});

describe('the archive without its store', () => {
  it('answers 503 in words while the live API keeps working', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const lost = createApp({
      ...onStore(store(), testConfig),
      archive: { db, settingsFor },
      log: () => undefined,
      fetch: async () => Response.json({ data: [] }),
    });
    for (const path of ['status', 'blocked-messages', `trends?bucket=day&from=0&to=86400`]) {
      const response = await lost.request(`/api/apps/prod-1/archive/${path}`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: {
          code: 'ERR_STORE_UNAVAILABLE',
          message: expect.stringContaining("The archive's store cannot be reached (ECONNREFUSED"),
        },
      });
    }
    expect((await lost.request('/api/apps/prod-1/moderation/rules')).status).toBe(200);
    await db.destroy();
  });

  it('says so when the server runs without a store', async () => {
    const response = await createApp({ ...onStore(store(), testConfig), log: () => undefined }).request(
      '/api/apps/prod-1/archive/status',
    );
    expect(response.status).toBe(503);
  });
});

describe('who may read the archive', () => {
  it('needs a session; viewers may read it, but only for their apps', async () => {
    const config = await configWithUsers();
    const guarded = createApp({
      ...onStore(store(), config),
      archive: { db: store().db, settingsFor },
      log: () => undefined,
    });
    expect((await guarded.request('/api/apps/prod-1/archive/status')).status).toBe(401);
    const viewer = await signIn(guarded, 'vic', PASSWORDS.viewer);
    expect(
      (await guarded.request('/api/apps/prod-2/archive/status', { headers: { cookie: viewer.cookie } })).status,
    ).toBe(200);
    const limited = await signIn(guarded, 'lim', PASSWORDS.limited);
    expect(
      (await guarded.request('/api/apps/prod-2/archive/blocked-messages', { headers: { cookie: limited.cookie } }))
        .status,
    ).toBe(403);
  });
});
