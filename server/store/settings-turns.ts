import { sql, type Kysely } from 'kysely';
import { jsonError } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import type { Database } from './schema.ts';

/** Runs one app's settings changes one at a time (each read, forwarded and recorded in turn). */
export interface SettingsTurns {
  run(appId: string, change: () => Promise<Response>): Promise<Response>;
}

/**
 * The same across every server on one PostgreSQL: a session-level advisory lock per app, held on
 * one connection for the whole change (read, forward, record), so two servers behind a load
 * balancer cannot interleave two changes to one app and the audit log's old → new chain stays
 * exact. Within a server, changes still queue in memory first, so a server holds at most one
 * connection per app. A store that cannot be reached refuses the change in words: nothing is sent.
 */
export class SharedSettingsTurns implements SettingsTurns {
  readonly #db: Kysely<Database>;
  readonly #local = new KeyedQueue();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run(appId: string, change: () => Promise<Response>): Promise<Response> {
    const name = `settings:${appId}`;
    return this.#local.run(appId, async () => {
      let locked = false;
      try {
        return await this.#db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
          locked = true;
          try {
            return await change();
          } finally {
            // If this fails the connection is gone, and PostgreSQL released the lock with it.
            await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection).catch(() => undefined);
          }
        });
      } catch (error) {
        if (locked) throw error;
        return jsonError(
          503,
          'ERR_STORE_UNAVAILABLE',
          "The change was not sent: the dashboard cannot reach its database to take its turn for this app's settings. Try again in a minute; if it keeps failing, tell the server's operator (check DATABASE_URL and the server log).",
        );
      }
    });
  }
}
