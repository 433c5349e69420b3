import { ingestPoll } from '../archive/archive-ingest.ts';
import { blocked, DAY_SECONDS } from '../archive/test-upstream.ts';
import { createApp } from '../app.ts';
import { useMemoryStore } from '../store/test-store.ts';
import { onStore } from '../testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../testing/fake-upstream.ts';
import { REPLAY_CAPS } from './replay-caps.ts';
import { ReplayPool } from './replay-pool.ts';

const store = useMemoryStore();
const BUDGET_MS = 1_000;
const pool = new ReplayPool();
afterAll(() => pool.close());

/** Exponential backtracking: 40 `a`s and a `!` take this pattern about 2^40 steps to refuse. */
const CATASTROPHIC = '^(a+)+$';
const patternRule = (pattern: string) => ({
  id: 'shouting',
  name: 'Shouting',
  enabled: true,
  conditions: [{ id: 1, operand: 'text', category: 'pattern', operator: 'contains', value: [pattern] }],
});

function app(budgetMs = BUDGET_MS) {
  const upstream = recordingFetch(() => Response.json({ data: [] }));
  return createApp({
    ...onStore(store(), testConfig),
    fetch: upstream.fetch,
    archive: { db: store().db },
    log: () => undefined,
    replay: { budgetMs, pool },
  });
}

type Server = ReturnType<typeof app>;
type Answer = {
  data?: {
    rules: { ruleId: string; stillBlocked: number; notJudged: number }[];
    incomplete?: { notJudged: number; message: string };
  };
  error?: { message: string };
};

async function replay(server: Server, body: unknown, signal?: AbortSignal) {
  const response = await server.request('/api/apps/prod-1/archive/replay', {
    method: 'POST',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Resolves once the pool has handed one more job to a worker than it had when called. */
function nextJob() {
  const before = pool.counts.jobs;
  return vi.waitFor(() => expect(pool.counts.jobs).toBeGreaterThan(before), { timeout: 20_000, interval: 5 });
}

beforeEach(async () => {
  const now = Math.floor(Date.now() / 1000);
  await ingestPoll(
    store().db,
    'prod-1',
    {
      records: [
        blocked(1, now - DAY_SECONDS, 'shouting', 1, { text: `${'a'.repeat(40)}!` }),
        blocked(2, now - DAY_SECONDS, 'shouting', 1, { text: 'aaaa' }),
      ],
      limit: 10_000,
      rules: [],
      revisions: new Map(),
    },
    { nowSeconds: now, retentionDays: 365, frequentForSeconds: 600 },
  );
  // A worker that is already up: its first start loads the judging code, which the budget does not count.
  await replay(app(), { days: 7, rule: patternRule('^a+$') });
});

describe('the replay runs beside the server, within its budget', () => {
  it('answers a catastrophic pattern at its budget with what it left undone, and other requests meanwhile at once', async () => {
    const server = app();
    const started = performance.now();
    const pending = replay(server, { days: 7, rule: patternRule(CATASTROPHIC) });
    await nextJob();
    const readStarted = performance.now();
    const read = await server.request('/api/apps', { headers: SAME_ORIGIN });
    const readMs = performance.now() - readStarted;
    const { status, body } = await pending;
    const replayMs = performance.now() - started;
    console.info(`replay of ${CATASTROPHIC}: ${Math.round(replayMs)} ms; a read meanwhile: ${Math.round(readMs)} ms`);

    expect(read.status).toBe(200);
    expect(readMs).toBeLessThan(200);
    expect(status).toBe(200);
    // The budget bounds the judging; the rest is the fake service's lists and the store's query.
    expect(replayMs).toBeLessThan(BUDGET_MS + 1_000);
    expect(body.data?.incomplete?.message).toContain("the replay's time budget of 1 s ran out");
    expect(body.data?.incomplete?.message).toContain('Replay fewer days, or simplify the patterns');
    // Which of the two messages the worker reached first is not set; the stuck one is never judged.
    const notJudged = body.data?.incomplete?.notJudged ?? 0;
    expect(notJudged).toBeGreaterThanOrEqual(1);
    expect(body.data?.rules).toMatchObject([{ ruleId: 'shouting', notJudged }]);
  });

  it('stops the work when the request goes away', async () => {
    // A budget no test waits out: only the abort can end this replay before the test times out.
    const server = app(60 * 60_000);
    const { terminated, started } = pool.counts;
    const abort = new AbortController();
    const pending = replay(server, { days: 7, rule: patternRule(CATASTROPHIC) }, abort.signal);
    await nextJob();
    abort.abort();
    await pending;

    expect(pool.counts.terminated).toBe(terminated + 1);
    // The next replay judges on a fresh worker, and judges everything.
    const next = await replay(server, { days: 7, rule: patternRule('^a+$') });
    expect(pool.counts.started).toBe(started + 1);
    expect(next.body.data?.incomplete).toBeUndefined();
    expect(next.body.data?.rules).toMatchObject([{ ruleId: 'shouting', stillBlocked: 1, notJudged: 0 }]);
  });

  it('runs one replay per user at a time, and says so', async () => {
    const server = app();
    const first = replay(server, { days: 7, rule: patternRule(CATASTROPHIC) });
    await nextJob();
    const second = await replay(server, { days: 7, rule: patternRule('^a+$') });
    expect(second.status).toBe(409);
    expect(second.body.error?.message).toContain('A replay of yours is still running; wait for it or cancel it');
    expect((await first).status).toBe(200);
  });

  it('refuses a body over a cap before any work, naming the cap', async () => {
    const { jobs } = pool.counts;
    const searchTerms = Array.from({ length: REPLAY_CAPS.patterns + 1 }, (_, at) => `word${at}`);
    const { status, body } = await replay(app(), {
      days: 7,
      keywordList: { id: 'patterns', category: 'pattern', searchTerms },
    });
    expect(status).toBe(400);
    expect(body.error?.message).toContain(`at most ${REPLAY_CAPS.patterns.toLocaleString('en-US')} patterns`);
    expect(pool.counts.jobs).toBe(jobs);
  });
});
