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

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function runBulk<E>(
  ids: readonly string[],
  decide: (id: string) => Promise<unknown>,
  retryAfterOf: RetryAfterOf<E>,
  options: BulkOptions,
): Promise<BulkResult<E>> {
  const { concurrency, perSecond, maxRateLimitRetries, signal, onProgress, now = Date.now, sleep = realSleep } = options;
  const queue = [...new Set(ids)];
  const total = queue.length;
  const result: BulkResult<E> = { succeeded: [], failed: [], skipped: [] };
  const gap = 1000 / perSecond;
  let nextStart = now();
  let pausedUntil = 0;
  const report = () => onProgress?.({ total, succeeded: result.succeeded.length, failed: result.failed.length });

  // Reserves the next start slot, so starts stay `gap` apart across every worker; a 429 that
  // arrives while a worker waits for its slot pushes that worker past the Retry-After too.
  async function waitForSlot(): Promise<void> {
    for (;;) {
      const at = Math.max(nextStart, pausedUntil, now());
      nextStart = at + gap;
      if (at > now()) await sleep(at - now());
      if (now() >= pausedUntil) return;
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
