import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Signed-out sessions, in the store: a session one server signed out is refused by every
 * server on it. Rows go once the session would have ended anyway.
 */
export class RevocationStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** `expiresAtMs`: when the session ends whatever happens (its maximum age). */
  async revoke(sessionId: string, expiresAtMs: number): Promise<void> {
    await this.#db.deleteFrom('session_revocations').where('expires_at', '<=', this.#now()).execute();
    await this.#db.insertInto('session_revocations').values({ session_id: sessionId, expires_at: expiresAtMs })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ expires_at: expiresAtMs })).execute();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const row = await this.#db.selectFrom('session_revocations').where('session_id', '=', sessionId)
      .where('expires_at', '>', this.#now()).select('session_id').executeTakeFirst();
    return row !== undefined;
  }
}
