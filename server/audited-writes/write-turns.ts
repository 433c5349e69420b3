import { sql, type Kysely } from 'kysely';
import { jsonError } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import type { Database } from '../store/schema.ts';

/**
 * Runs the audited writes of one resource one at a time (each read, forwarded and recorded in
 * turn), so an audit entry's old values are what that write really replaced. `key` names the
 * resource: `settings:<appId>`, or `<resource>:<appId>:<id>` (see writeTurnKey).
 */
export interface WriteTurns {
  run(key: string, change: () => Promise<Response>): Promise<Response>;
}

/** The key of one resource's turns (two resources sharing a key would only wait for each other). */
export function writeTurnKey(resource: string, appId: string, id?: string): string {
  return id === undefined ? `${resource}:${appId}` : `${resource}:${appId}:${id}`;
}

/**
 * The same across every server on one PostgreSQL: a session-level advisory lock per resource,
 * held on one connection for the whole write (read, forward, record), so two servers behind a
 * load balancer cannot interleave two writes to one resource and the audit log's old → new chain
 * stays exact. Within a server, writes still queue in memory first, so a server holds at most one
 * connection per resource. A store that cannot be reached refuses the write in words: nothing is sent.
 */
export class SharedWriteTurns implements WriteTurns {
  readonly #db: Kysely<Database>;
  readonly #local = new KeyedQueue();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  run(key: string, change: () => Promise<Response>): Promise<Response> {
    return this.#local.run(key, async () => {
      let locked = false;
      try {
        return await this.#db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
          locked = true;
          try {
            return await change();
          } finally {
            // If this fails the connection is gone, and PostgreSQL released the lock with it.
            await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection).catch(() => undefined);
          }
        });
      } catch (error) {
        if (locked) throw error;
        return jsonError(
          503,
          'ERR_STORE_UNAVAILABLE',
          "The change was not sent: the dashboard cannot reach its database to take its turn (one change at a time to each app's settings, rule, list or reason). Try again in a minute; if it keeps failing, tell the server's operator (check DATABASE_URL and the server log).",
        );
      }
    });
  }
}
