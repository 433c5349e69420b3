import {
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type { EmbeddedDatabase } from './pglite-thread.ts';

type Command = PostgresQueryResult<unknown>['command'];

/**
 * PGlite as the one connection of a pg-style pool, so Kysely's own PostgresDialect drives it
 * (decision 011). PGlite is a single session: whoever holds the connection has it alone until
 * release, so a transaction (BEGIN ... COMMIT on the held connection) is never interleaved
 * with another caller's statements. Callers queue for it in order.
 */
class PGliteClient implements PostgresPoolClient {
  readonly #db: EmbeddedDatabase;
  readonly #release: () => void;

  constructor(db: EmbeddedDatabase, release: () => void) {
    this.#db = db;
    this.#release = release;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely asks for a cursor only for .stream(), which the store never uses.
    if (typeof sqlOrCursor !== 'string')
      throw new Error('Streaming query results is not supported on the embedded store');
    return this.#db.query<R>(sqlOrCursor, [...(parameters ?? [])]).then((result) => ({
      command: (result.command ?? 'SELECT') as Command,
      rowCount: result.rowCount ?? result.affectedRows ?? 0,
      rows: result.rows,
    }));
  }

  release(): void {
    this.#release();
  }
}

class PGlitePool implements PostgresPool {
  readonly #db: EmbeddedDatabase;
  #tail: Promise<void> = Promise.resolve();

  constructor(db: EmbeddedDatabase) {
    this.#db = db;
  }

  connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const turn = this.#tail.then(() => new PGliteClient(this.#db, once(release)));
    this.#tail = this.#tail.then(() => released);
    return turn;
  }

  end(): Promise<void> {
    return this.#db.close();
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

export function pgliteDialect(db: EmbeddedDatabase): PostgresDialect {
  return new PostgresDialect({ pool: new PGlitePool(db) });
}
