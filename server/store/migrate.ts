import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { StoreError } from './store-error.ts';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** Names of migrations the database has applied, or none when it was never migrated. */
async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const table = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(
    db,
  );
  if (!table.rows[0]?.exists) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

/**
 * Brings the database to this code's schema. A database that already has migrations this code
 * does not know was migrated by a newer dashboard: refuse, rather than run on a schema it
 * cannot read or write correctly. Several servers starting at once are safe: Kysely takes a
 * lock (an advisory lock on PostgreSQL) around the run.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const unknown = (await appliedMigrations(db)).filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) {
    throw new StoreError(
      `the database was migrated by a newer version of the dashboard (migration ${unknown.join(', ')} is unknown to this one)`,
      'update this dashboard to the version the other servers run, or point DATABASE_URL / DASHBOARD_DATA_DIR at another database',
    );
  }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
