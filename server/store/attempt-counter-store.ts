import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface FailureStoreOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * The sign-in slowdown of auth/sign-in-throttle.ts, counted in the store so every server sees
 * the same failures: five failures for one name within a minute make it wait until the oldest
 * of them is a minute old. Per name, whether or not the user exists.
 */
export class SignInFailureStore {
  readonly #db: Kysely<Database>;
  readonly #maxFailures: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, { maxFailures = 5, windowMs = 60_000, now = Date.now }: FailureStoreOptions = {}) {
    this.#db = db;
    this.#maxFailures = maxFailures;
    this.#windowMs = windowMs;
    this.#now = now;
  }

  /** Seconds to wait before this name may try again; 0 when it may try now. */
  async retryAfterSeconds(username: string): Promise<number> {
    const now = this.#now();
    const recent = await this.#db.selectFrom('sign_in_failures').where('name', '=', key(username))
      .where('failed_at', '>', now - this.#windowMs).select('failed_at')
      .orderBy('failed_at', 'desc').limit(this.#maxFailures).execute();
    const oldest = recent[this.#maxFailures - 1]?.failed_at;
    if (oldest === undefined) return 0;
    return Math.max(1, Math.ceil((oldest + this.#windowMs - now) / 1000));
  }

  async recordFailure(username: string): Promise<void> {
    const now = this.#now();
    // Old failures of any name go here: nothing else needs to sweep the table.
    await this.#db.deleteFrom('sign_in_failures').where('failed_at', '<=', now - this.#windowMs).execute();
    await this.#db.insertInto('sign_in_failures').values({ name: key(username), failed_at: now }).execute();
  }

  async recordSuccess(username: string): Promise<void> {
    await this.#db.deleteFrom('sign_in_failures').where('name', '=', key(username)).execute();
  }
}

function key(username: string): string {
  return username.trim().toLowerCase().slice(0, 200);
}
