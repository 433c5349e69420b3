import { sql, type Kysely } from 'kysely';

/**
 * A trigram index for `q` (a substring of text, names, uids or ids): without it every search is
 * a scan of the app's whole archive. pg_trgm ships with PGlite and with Debian's PostgreSQL; a
 * server without it still works, with slower searches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{
    name: string;
  }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index archive_messages_search on archive_messages using gin (search gin_trgm_ops)`.execute(db);
}
