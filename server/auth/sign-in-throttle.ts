/**
 * Five failed sign-ins for one user name within a minute make that name wait until the oldest of
 * them is a minute old. Kept per name, whether or not such a user exists, so the answer never
 * tells which names are real. In memory: a restart forgets, and each server copy counts alone.
 */
export interface ThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
  /** Names tracked at most; beyond it the stalest are forgotten (a flood of made-up names). */
  maxNames?: number;
}

export class SignInThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #maxNames: number;

  constructor({ maxFailures = 5, windowMs = 60_000, now = Date.now, maxNames = 10_000 }: ThrottleOptions = {}) {
    this.#maxFailures = maxFailures;
    this.#windowMs = windowMs;
    this.#now = now;
    this.#maxNames = maxNames;
  }

  #recent(name: string): number[] {
    const since = this.#now() - this.#windowMs;
    const recent = (this.#failures.get(name) ?? []).filter((time) => time > since);
    if (recent.length === 0) this.#failures.delete(name);
    else this.#failures.set(name, recent);
    return recent;
  }

  /** Seconds to wait before this name may try again; 0 when it may try now. */
  retryAfterSeconds(username: string): number {
    const recent = this.#recent(key(username));
    if (recent.length < this.#maxFailures) return 0;
    const oldest = recent[recent.length - this.#maxFailures] ?? this.#now();
    return Math.max(1, Math.ceil((oldest + this.#windowMs - this.#now()) / 1000));
  }

  recordFailure(username: string): void {
    const name = key(username);
    const recent = this.#recent(name);
    this.#failures.delete(name);
    this.#failures.set(name, [...recent, this.#now()].slice(-this.#maxFailures));
    // Maps keep insertion order: the first names are the ones that failed longest ago.
    for (const stale of this.#failures.keys()) {
      if (this.#failures.size <= this.#maxNames) break;
      this.#failures.delete(stale);
    }
  }

  recordSuccess(username: string): void {
    this.#failures.delete(key(username));
  }
}

function key(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}
