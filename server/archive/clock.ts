/** Time for the archive: the real one in the server, a virtual one in tests (sleeping moves it). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
};

/** A clock that only moves when told to or when something sleeps: tests run without waiting. */
export function virtualClock(startMs: number): Clock & { advance(ms: number): void } {
  let now = startMs;
  return {
    now: () => now,
    sleep: (ms) => {
      now += Math.max(0, ms);
      return Promise.resolve();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

/** At most one call per `spacingMs`: each waits until the spacing since the previous one has passed. */
export function spacedCalls(clock: Clock, spacingMs: number): () => Promise<void> {
  let last = -Infinity;
  return async () => {
    const wait = last + spacingMs - clock.now();
    if (wait > 0) await clock.sleep(wait);
    last = clock.now();
  };
}
