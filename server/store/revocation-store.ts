import type { Kysely } from 'kysely';
import { MemoryRevocations } from '../auth/revocations.ts';
import type { Database } from './schema.ts';

/**
 * Signed-out sessions in the store. A sign-out is written there before it counts (a failure is
 * reported, as with the file). On a shared store (PostgreSQL) another server may sign a session
 * out at any time, so a session not known here is looked up on each request; the embedded store
 * has one server, so what it loaded at start plus its own sign-outs are the whole list, and a
 * request never waits behind an archive write for it.
 */
export class DatabaseRevocations extends MemoryRevocations {
  readonly #db: Kysely<Database>;
  readonly #shared: boolean;

  constructor(db: Kysely<Database>, shared: boolean) {
    super();
    this.#db = db;
    this.#shared = shared;
  }

  /** Reads the sign-outs still in force (after a restart); call once before serving. */
  async load(now: number): Promise<void> {
    const rows = await this.#db.selectFrom('session_revocations').where('expires_at', '>', now).select(['session_id', 'expires_at']).execute();
    for (const row of rows) this.remember(row.session_id, row.expires_at, now);
  }

  override async isRevoked(sid: string, now: number): Promise<boolean> {
    if (this.knows(sid, now)) return true;
    if (!this.#shared) return false;
    const row = await this.#db.selectFrom('session_revocations').where('session_id', '=', sid)
      .where('expires_at', '>', now).select('expires_at').executeTakeFirst();
    if (row) this.remember(sid, row.expires_at, now);
    return row !== undefined;
  }

  override async revoke(sid: string, until: number, now: number): Promise<void> {
    this.remember(sid, until, now);
    await this.#db.deleteFrom('session_revocations').where('expires_at', '<=', now).execute();
    await this.#db.insertInto('session_revocations').values({ session_id: sid, expires_at: until })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ expires_at: until })).execute();
  }
}
