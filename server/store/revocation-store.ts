import type { Kysely } from 'kysely';
import type { RevocationStore } from '../auth/revocations.ts';
import type { Database } from './schema.ts';

/**
 * Signed-out sessions in the store, with the ones this process knows kept beside it in memory. A
 * sign-out counts here at once and is written to the store before `revoke` resolves (a failure is
 * reported). On a shared store (PostgreSQL) another server may sign a session out at any time, so
 * a session not known here is looked up on each request; the embedded store has one server, so
 * what it loaded at start plus its own sign-outs are the whole list, and a request never waits
 * behind an archive write for it.
 */
export class DatabaseRevocations implements RevocationStore {
  readonly #db: Kysely<Database>;
  readonly #shared: boolean;
  readonly #known = new Map<string, number>();

  constructor(db: Kysely<Database>, shared: boolean) {
    this.#db = db;
    this.#shared = shared;
  }

  /** Reads the sign-outs still in force (after a restart); call once before serving. */
  async load(now: number): Promise<void> {
    const rows = await this.#db
      .selectFrom('session_revocations')
      .where('expires_at', '>', now)
      .select(['session_id', 'expires_at'])
      .execute();
    for (const row of rows) this.#remember(row.session_id, row.expires_at, now);
  }

  async isRevoked(sid: string, now: number): Promise<boolean> {
    const until = this.#known.get(sid);
    if (until !== undefined && until > now) return true;
    if (!this.#shared) return false;
    const row = await this.#db
      .selectFrom('session_revocations')
      .where('session_id', '=', sid)
      .where('expires_at', '>', now)
      .select('expires_at')
      .executeTakeFirst();
    if (row) this.#remember(sid, row.expires_at, now);
    return row !== undefined;
  }

  async revoke(sid: string, until: number, now: number): Promise<void> {
    this.#remember(sid, until, now);
    await this.#db.deleteFrom('session_revocations').where('expires_at', '<=', now).execute();
    await this.#db
      .insertInto('session_revocations')
      .values({ session_id: sid, expires_at: until })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ expires_at: until }))
      .execute();
  }

  #remember(sid: string, until: number, now: number): void {
    for (const [known, expires] of this.#known) if (expires <= now) this.#known.delete(known);
    this.#known.set(sid, until);
  }
}
