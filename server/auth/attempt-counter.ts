/**
 * Sign-in attempts counted per key (a client address, a user name, a password's fingerprint, the
 * whole server) over a sliding window. Behind this interface so the counts can move to the shared
 * store, where every server copy sees them: the methods are async, and `take` must be atomic there
 * (check and record in one step), which is what makes concurrent guesses count before any check.
 */
export interface AttemptCounter {
  /**
   * Records one attempt under `key` if fewer than `limit` are recorded within `windowMs` of `now`.
   * Resolves to 0 when recorded, otherwise to the milliseconds until the oldest counted attempt expires.
   */
  take(key: string, limit: number, windowMs: number, now: number): Promise<number>;
  /** How many attempts of `key` are recorded within `windowMs` of `now`. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes back the newest attempt of `key` (it turned out not to count, such as a right password). */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of `key`. */
  clear(key: string): Promise<void>;
}

/** One server's counts, in memory: a restart forgets them, and each copy counts alone. */
export class MemoryAttemptCounter implements AttemptCounter {
  readonly #attempts = new Map<string, number[]>();
  readonly #maxKeys: number;

  /** `maxKeys`: keys kept at most; beyond it the stalest are forgotten (a flood of made-up names). */
  constructor(maxKeys = 50_000) {
    this.#maxKeys = maxKeys;
  }

  take(key: string, limit: number, windowMs: number, now: number): Promise<number> {
    const recent = (this.#attempts.get(key) ?? []).filter((time) => time > now - windowMs);
    // Re-inserted on every attempt: Map order then puts the stalest keys first.
    this.#attempts.delete(key);
    if (recent.length >= limit) {
      this.#attempts.set(key, recent);
      const oldest = recent[recent.length - limit] ?? now;
      return Promise.resolve(Math.max(1, oldest + windowMs - now));
    }
    this.#attempts.set(key, [...recent, now]);
    for (const stale of this.#attempts.keys()) {
      if (this.#attempts.size <= this.#maxKeys) break;
      this.#attempts.delete(stale);
    }
    return Promise.resolve(0);
  }

  count(key: string, windowMs: number, now: number): Promise<number> {
    return Promise.resolve((this.#attempts.get(key) ?? []).filter((time) => time > now - windowMs).length);
  }

  giveBack(key: string): Promise<void> {
    const recent = this.#attempts.get(key);
    if (recent && recent.length > 1) this.#attempts.set(key, recent.slice(0, -1));
    else this.#attempts.delete(key);
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.#attempts.delete(key);
    return Promise.resolve();
  }
}
