import { sql, type Kysely } from 'kysely';
import type { AttemptCounter } from '../auth/attempt-counter.ts';
import type { Database } from './schema.ts';

// Rows older than any window a counter uses are swept, at most this often per counter.
const SWEEP_EVERY_MS = 60_000;

export interface DatabaseCounterOptions {
  /** Keeps two counters (attempts, and successful sign-ins) apart in one table. */
  namespace: string;
  /** The longest window this counter is asked about: older rows are swept. */
  keepMs: number;
}

/**
 * Sign-in attempts counted in the store, so every server on it counts the same attempts: two
 * servers do not each allow their own five tries. `take` checks and records in one transaction
 * under an advisory lock on the key, so concurrent attempts on any servers are counted in turn.
 */
export class DatabaseAttemptCounter implements AttemptCounter {
  readonly #db: Kysely<Database>;
  readonly #options: DatabaseCounterOptions;
  #sweptAt = -Infinity;

  constructor(db: Kysely<Database>, options: DatabaseCounterOptions) {
    this.#db = db;
    this.#options = options;
  }

  async take(key: string, limit: number, windowMs: number, now: number): Promise<number> {
    await this.#sweep(now);
    const name = this.#name(key);
    return this.#db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
      const recent = await trx
        .selectFrom('sign_in_failures')
        .where('name', '=', name)
        .where('failed_at', '>', now - windowMs)
        .select('failed_at')
        .orderBy('failed_at', 'desc')
        .limit(limit)
        .execute();
      const oldest = recent[limit - 1]?.failed_at;
      if (oldest !== undefined) return Math.max(1, oldest + windowMs - now);
      await trx.insertInto('sign_in_failures').values({ name, failed_at: now }).execute();
      return 0;
    });
  }

  async count(key: string, windowMs: number, now: number): Promise<number> {
    const row = await this.#db
      .selectFrom('sign_in_failures')
      .where('name', '=', this.#name(key))
      .where('failed_at', '>', now - windowMs)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return row.count;
  }

  async giveBack(key: string): Promise<void> {
    const name = this.#name(key);
    await this.#db
      .deleteFrom('sign_in_failures')
      .where('id', '=', (eb) =>
        eb
          .selectFrom('sign_in_failures')
          .where('name', '=', name)
          .select('id')
          .orderBy('failed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.#db.deleteFrom('sign_in_failures').where('name', '=', this.#name(key)).execute();
  }

  #name(key: string): string {
    return `${this.#options.namespace}:${key}`;
  }

  async #sweep(now: number): Promise<void> {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    await this.#db
      .deleteFrom('sign_in_failures')
      .where('failed_at', '<=', now - this.#options.keepMs)
      .where('name', 'like', `${this.#options.namespace}:%`)
      .execute();
  }
}
