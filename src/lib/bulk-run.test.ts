import { runBulk } from './bulk-run.ts';

interface FakeError {
  status: number;
  retryAfter?: number;
}

/** A service that records when each call started, on vitest's fake clock. */
function fakeWorld(answer: (id: string, attempt: number) => FakeError | undefined) {
  const starts: { id: string; at: number }[] = [];
  const attempts = new Map<string, number>();
  let inFlight = 0;
  let maxInFlight = 0;
  const decide = async (id: string) => {
    const attempt = (attempts.get(id) ?? 0) + 1;
    attempts.set(id, attempt);
    starts.push({ id, at: Date.now() });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await Promise.resolve();
    inFlight--;
    const error = answer(id, attempt);
    if (error) throw error;
  };
  return { decide, starts, attempts, maxInFlight: () => maxInFlight };
}

/**
 * Runs on fake timers: every wait the run asks for passes at once, in order, until the run ends.
 * Not `runAllTimersAsync`: the unit worker shares its process with other files, and a timer another
 * file's store set meanwhile (PGlite's own, rescheduled forever) would never let "all" end.
 */
async function run(...args: Parameters<typeof runBulk<FakeError>>) {
  let ended = false;
  const pending = runBulk(...args).finally(() => (ended = true));
  while (!ended) await vi.advanceTimersToNextTimerAsync();
  return pending;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const retryAfterOf = (error: FakeError) => (error.status === 429 ? error.retryAfter : undefined);
const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

describe('runBulk', () => {
  it('decides every message once, never more than the concurrency at a time, starts spaced by the rate', async () => {
    const world = fakeWorld(() => undefined);
    const result = await run(ids(20), world.decide, retryAfterOf, {
      concurrency: 3,
      perSecond: 5,
      maxRateLimitRetries: 2,
    });
    expect(result.succeeded.sort()).toEqual(ids(20).sort());
    expect(result.failed).toEqual([]);
    expect(world.maxInFlight()).toBeLessThanOrEqual(3);
    const times = world.starts.map((s) => s.at);
    for (let i = 1; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(200);
  });

  it('starts at most perSecond in any one second, even when timers fire late', async () => {
    const world = fakeWorld(() => undefined);
    let calls = 0;
    // Every third wait overshoots by 7 ms, as a busy page's timers do.
    const lateSleep = (ms: number) =>
      new Promise<void>((resolve) => setTimeout(resolve, ms + (calls++ % 3 === 0 ? 7 : 0)));
    await run(ids(60), world.decide, retryAfterOf, {
      concurrency: 4,
      perSecond: 10,
      maxRateLimitRetries: 0,
      sleep: lateSleep,
    });
    const times = world.starts.map((s) => s.at);
    for (let i = 10; i < times.length; i++) expect((times[i] ?? 0) - (times[i - 10] ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('never decides an id twice, even when it is listed twice', async () => {
    const world = fakeWorld(() => undefined);
    const result = await run(['a', 'b', 'a', 'b'], world.decide, retryAfterOf, {
      concurrency: 4,
      perSecond: 100,
      maxRateLimitRetries: 0,
    });
    expect(result.succeeded.sort()).toEqual(['a', 'b']);
    expect([...world.attempts.values()]).toEqual([1, 1]);
  });

  it.each([
    ['a refusal fails at once', { status: 404 }, 1, 'failed'],
    ['a 500 fails at once', { status: 500 }, 1, 'failed'],
    ['a 429 with Retry-After waits, then succeeds', { status: 429, retryAfter: 3 }, 2, 'succeeded'],
  ] as const)('%s', async (_name, firstAnswer, expectedAttempts, outcome) => {
    const world = fakeWorld((id, attempt) => (id === '2' && attempt === 1 ? firstAnswer : undefined));
    const result = await run(ids(3), world.decide, retryAfterOf, {
      concurrency: 1,
      perSecond: 10,
      maxRateLimitRetries: 2,
    });
    expect(world.attempts.get('2')).toBe(expectedAttempts);
    expect(outcome === 'failed' ? result.failed.map((f) => f.id) : result.succeeded).toContain('2');
  });

  it('after a 429 no request starts before Retry-After has passed', async () => {
    const world = fakeWorld((id, attempt) =>
      id === '3' && attempt === 1 ? { status: 429, retryAfter: 5 } : undefined,
    );
    await run(ids(6), world.decide, retryAfterOf, { concurrency: 2, perSecond: 10, maxRateLimitRetries: 1 });
    const refused = world.starts.find((s) => s.id === '3');
    const later = world.starts.filter((s) => (refused ? s.at > refused.at : false));
    expect(later.length).toBeGreaterThan(0);
    for (const start of later) expect(start.at).toBeGreaterThanOrEqual((refused?.at ?? 0) + 5000);
  });

  it('gives up on a message that keeps answering 429 after the allowed retries', async () => {
    const world = fakeWorld((id) => (id === '1' ? { status: 429, retryAfter: 1 } : undefined));
    const result = await run(ids(2), world.decide, retryAfterOf, {
      concurrency: 1,
      perSecond: 10,
      maxRateLimitRetries: 2,
    });
    expect(world.attempts.get('1')).toBe(3);
    expect(result.failed).toEqual([{ id: '1', error: { status: 429, retryAfter: 1 } }]);
  });

  it('reports progress after each message', async () => {
    const world = fakeWorld((id) => (id === '2' ? { status: 400 } : undefined));
    const seen: string[] = [];
    await run(ids(3), world.decide, retryAfterOf, {
      concurrency: 1,
      perSecond: 10,
      maxRateLimitRetries: 0,
      onProgress: (p) => seen.push(`${p.succeeded}+${p.failed}/${p.total}`),
    });
    expect(seen).toEqual(['0+0/3', '1+0/3', '1+1/3', '2+1/3']);
  });

  it('stops starting new decisions once cancelled, and lists what it skipped', async () => {
    const controller = new AbortController();
    const world = fakeWorld((id) => {
      if (id === '2') controller.abort();
      return undefined;
    });
    const result = await run(ids(5), world.decide, retryAfterOf, {
      concurrency: 1,
      perSecond: 10,
      maxRateLimitRetries: 0,
      signal: controller.signal,
    });
    expect(result.succeeded).toEqual(['1', '2']);
    expect(result.skipped.sort()).toEqual(['3', '4', '5']);
  });
});
