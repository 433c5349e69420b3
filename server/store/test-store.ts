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

/** Empties every table but the migrations' own, so each test starts from a fresh schema (whatever migrations add). */
export async function emptyStore(store: Store): Promise<void> {
  const tables = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(
    store.db,
  );
  const names = tables.rows.map((row) => `"${row.name}"`).join(', ');
  await sql.raw(`truncate ${names} restart identity`).execute(store.db);
}

/** One in-memory store for the test file (started once, emptied before each test); call it for the store. */
export function useMemoryStore(): () => Store {
  let store: Store | undefined;
  const current = () => {
    if (!store) throw new Error('the store is not open yet');
    return store;
  };
  beforeAll(async () => {
    store = await memoryStore();
  }, STORE_START_MS);
  afterAll(() => store?.close());
  beforeEach(() => emptyStore(current()));
  return current;
}
