/**
 * One decision over many messages, politely: at most `concurrency` requests in flight, at most
 * `perSecond` started each second, and when the service answers 429 every worker waits for its
 * Retry-After before that message is tried again. Each id is decided at most once per run.
 */
export interface BulkOptions {
  concurrency: number;
  perSecond: number;
  /** How many times one message is retried after a 429 before it counts as failed. */
  maxRateLimitRetries: number;
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
  /** Injected for tests: the clock and the wait. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface BulkProgress {
  total: number;
  succeeded: number;
  failed: number;
}

export interface BulkFailure<E> {
  id: string;
  error: E;
}

export interface BulkResult<E> {
  succeeded: string[];
  failed: BulkFailure<E>[];
  /** Not started because the run was cancelled. */
  skipped: string[];
}

/** Seconds the service asked to wait, if the error is a 429 that says so. */
export type RetryAfterOf<E> = (error: E) => number | undefined;

/**
 * What a bulk decision in the page uses: the service allows 170 to 330 requests a second per
 * app (docs/service.md); a moderator's bulk decision takes a small, steady share of that.
 */
export const POLITE_BULK = { concurrency: 4, perSecond: 10, maxRateLimitRetries: 3 } as const;

// A little over a second: the service counts arrivals, which trail the starts by a few varying
// milliseconds, so starts exactly a second apart could still land eleven in one of its seconds.
const WINDOW_MS = 1020;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runBulk<E>(
  ids: readonly string[],
  decide: (id: string) => Promise<unknown>,
  retryAfterOf: RetryAfterOf<E>,
  options: BulkOptions,
): Promise<BulkResult<E>> {
  const {
    concurrency,
    perSecond,
    maxRateLimitRetries,
    signal,
    onProgress,
    now = Date.now,
    sleep = realSleep,
  } = options;
  const queue = [...new Set(ids)];
  const total = queue.length;
  const result: BulkResult<E> = { succeeded: [], failed: [], skipped: [] };
  const gap = 1000 / perSecond;
  let nextStart = now();
  let pausedUntil = 0;
  const startedAt: number[] = [];
  const report = () => onProgress?.({ total, succeeded: result.succeeded.length, failed: result.failed.length });

  // Reserves the next start slot, so starts stay `gap` apart across every worker; a 429 that
  // arrives while a worker waits for its slot pushes that worker past the Retry-After too.
  // Timers fire late now and then, so the starts themselves are also held to `perSecond` in
  // any one second: what the service counts.
  async function waitForSlot(): Promise<void> {
    for (;;) {
      const at = Math.max(nextStart, pausedUntil, now());
      nextStart = at + gap;
      if (at > now()) await sleep(at - now());
      if (now() < pausedUntil) continue;
      for (
        let edge = startedAt[startedAt.length - perSecond];
        edge !== undefined && now() - edge < WINDOW_MS;
        edge = startedAt[startedAt.length - perSecond]
      ) {
        await sleep(WINDOW_MS - (now() - edge));
      }
      if (now() < pausedUntil) continue;
      startedAt.push(now());
      return;
    }
  }

  async function attempt(id: string): Promise<void> {
    for (let tries = 0; ; tries++) {
      await waitForSlot();
      if (signal?.aborted) {
        result.skipped.push(id);
        return;
      }
      try {
        await decide(id);
        result.succeeded.push(id);
        return;
      } catch (error) {
        const retryAfter = retryAfterOf(error as E);
        if (retryAfter === undefined || tries >= maxRateLimitRetries) {
          result.failed.push({ id, error: error as E });
          return;
        }
        pausedUntil = Math.max(pausedUntil, now() + retryAfter * 1000);
      }
    }
  }

  async function worker(): Promise<void> {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (signal?.aborted) {
        result.skipped.push(id, ...queue.splice(0));
        return;
      }
      await attempt(id);
      report();
    }
  }

  report();
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, total)) }, worker));
  return result;
}
