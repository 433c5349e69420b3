import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import type { Store } from './open-store.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';
import { PGLITE_OPTIONS, storeTemplate } from './store-template.ts';

/** Starting PGlite takes seconds on a busy machine: one store per test file, emptied between tests. */
export const STORE_START_MS = 120_000;

/** An in-memory store, as `DASHBOARD_DATA_DIR=memory://` opens it, loaded from the migrated template. */
export async function memoryStore(): Promise<Store> {
  const pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: await storeTemplate() });
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  // A no-op on the template; here so a store made some other way is still brought up to date.
  await migrateToLatest(db);
  return {
    db,
    description: 'embedded, in memory (lost at stop)',
    shared: false,
    persistent: false,
    close: () => db.destroy(),
  };
}

/** Per store, the one statement that empties it: found once, since a store's tables do not change under a test. */
const emptyingStatements = new WeakMap<Store['db'], Promise<string>>();

async function emptyingStatement(store: Store): Promise<string> {
  const { rows: tables } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
    store.db,
  );
  const { rows: sequences } = await sql<{
    name: string;
  }>`select sequencename as name from pg_sequences where schemaname = 'public'`.execute(store.db);
  // DELETE rather than TRUNCATE: a test leaves a few rows, and TRUNCATE's cost is per table whatever
  // it holds (a new file for each), four times DELETE's on the embedded store. No table has a foreign
  // key, so the order does not matter. One DO block: one round trip.
  const statements = [
    ...tables.map((table) => `delete from "${table.name}";`),
    ...sequences.map((sequence) => `alter sequence "${sequence.name}" restart;`),
  ];
  return `do $$ begin ${statements.join(' ')} end $$`;
}

/** Empties every table but the migrations' own and restarts the sequences, so each test starts from a fresh schema (whatever migrations add). */
export async function emptyStore(store: Store): Promise<void> {
  let statement = emptyingStatements.get(store.db);
  if (!statement) {
    statement = emptyingStatement(store);
    emptyingStatements.set(store.db, statement);
  }
  await sql.raw(await statement).execute(store.db);
}

/** The worker's store: its test files run one after another in one module graph (`isolate: false`). */
let workerStore: Promise<Store> | undefined;

/**
 * The in-memory store for the test file (emptied before each test); call it for the store.
 * Loading the template takes one to three seconds, so a worker opens one and lends it to each of
 * its files in turn: it is never closed here, and ends with the worker. A file that needs a store of
 * its own (to close it, or to hold two) calls memoryStore().
 */
export function useMemoryStore(): () => Store {
  let store: Store | undefined;
  const current = () => {
    if (!store) throw new Error('the store is not open yet');
    return store;
  };
  beforeAll(async () => {
    store = await (workerStore ??= memoryStore());
  }, STORE_START_MS);
  beforeEach(() => emptyStore(current()));
  return current;
}
