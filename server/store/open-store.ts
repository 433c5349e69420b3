import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { pgListen, type Listen } from '../live/pg-listener.ts';
import { migrateToLatest } from './migrate.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import { PGliteThread, type EmbeddedDatabase } from './pglite-thread.ts';
import type { Database } from './schema.ts';
import { describeCode, describeDatabaseUrl, errorCode, StoreError } from './store-error.ts';

export interface Store {
  db: Kysely<Database>;
  /** "embedded (./data)", "in memory" or "PostgreSQL at host:5432/db": for the start-up message. */
  description: string;
  /** Several servers may share it (a PostgreSQL server), so jobs need leases. */
  shared: boolean;
  /** What it holds outlives the process (everything but `memory://`). */
  persistent: boolean;
  /** LISTEN on a connection of its own (a PostgreSQL server only: with PGlite every reader is in this process). */
  listen?: Listen;
  close(): Promise<void>;
}

const INT8 = 20;
const MEMORY = 'memory://';

/** The PostgreSQL server of DATABASE_URL. Both drivers read int8 (counts, times) as numbers. */
async function openServer(url: string): Promise<Store> {
  const where = describeDatabaseUrl(url);
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    connectionTimeoutMillis: 10_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that breaks (the server restarts) is reported here; without a listener
  // it would stop the process. The next query opens a new one, or fails and is answered 503.
  pool.on('error', () => undefined);
  // The same for a connection that breaks while checked out between two queries.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new StoreError(
      `cannot reach the PostgreSQL server at ${where} (${describeCode(errorCode(error))})`,
      'check DATABASE_URL and that the server is running and accepts this user, or unset DATABASE_URL to use the embedded store',
    );
  }
  return {
    db,
    description: `PostgreSQL at ${where}`,
    shared: true,
    persistent: true,
    listen: pgListen(url),
    close: () => db.destroy(),
  };
}

/** A stalled embedded store is said once, in words, with what to do. */
export type StoreLine = (line: string) => void;

/**
 * PGlite: in `dataDir` (created on first start), in a thread of its own so that a disk refusing
 * writes stalls the store (503 in words), not the server; or in memory for `memory://`, where
 * there is no disk to refuse.
 */
async function openEmbedded(dataDir: string, log: StoreLine): Promise<Store> {
  const inMemory = dataDir === MEMORY;
  let unlock: (() => Promise<void>) | undefined;
  let db: EmbeddedDatabase;
  try {
    // The lock creates the folder: a folder that cannot be made or written is said in words here.
    if (!inMemory) unlock = await lockDataDir(dataDir);
    db = inMemory
      ? await PGlite.create(dataDir, { extensions: { pg_trgm }, parsers: { [INT8]: Number } })
      : await PGliteThread.open(dataDir, {
          onStall: (problem) =>
            log(
              JSON.stringify({
                time: new Date().toISOString(),
                level: 'error',
                event: 'store-stalled',
                message: `The embedded store in ${dataDir} stopped answering (${problem}): archive pages, sign-in and changes answer 503 until the server restarts. Check that its disk has room and that this user may write to DASHBOARD_DATA_DIR, then restart the server.`,
              }),
            ),
        });
  } catch (error) {
    await unlock?.();
    if (error instanceof StoreError) throw error;
    throw new StoreError(
      `cannot open the embedded store in ${dataDir} (${describeCode(errorCode(error))})`,
      'check that DASHBOARD_DATA_DIR names a folder this user may write to',
    );
  }
  const kysely = new Kysely<Database>({ dialect: pgliteDialect(db) });
  return {
    db: kysely,
    description: inMemory ? 'embedded, in memory (lost at stop)' : `embedded in ${dataDir}`,
    shared: false,
    persistent: !inMemory,
    async close() {
      await kysely.destroy();
      await unlock?.();
    },
  };
}

/** The store named by the environment, migrated to this code's schema. */
export async function openStore(
  env: NodeJS.ProcessEnv,
  root: string,
  log: StoreLine = (line) => process.stderr.write(`${line}\n`),
): Promise<Store> {
  const url = env.DATABASE_URL;
  const dataDir = env.DASHBOARD_DATA_DIR || 'data';
  const store = url
    ? await openServer(url)
    : await openEmbedded(dataDir === MEMORY ? MEMORY : resolve(root, dataDir), log);
  try {
    await migrateToLatest(store.db);
  } catch (error) {
    await store.close().catch(() => undefined);
    if (error instanceof StoreError) throw error;
    throw new StoreError(
      `migrating the store failed (${describeCode(errorCode(error))})`,
      'check the server log and that the database user may create tables',
    );
  }
  return store;
}
