import { sql, type Kysely } from 'kysely';

/**
 * Keyword lists as the archive saw them (server/archive/list-revisions.ts): one row per list
 * revision, written once (a poll that finds the same revision writes nothing), so support staff
 * can read a list as it was when a message was blocked after the service has changed it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table archive_list_revisions (
    app_id text not null,
    list_id text not null,
    revision_id text not null,
    revision_time bigint,
    record jsonb not null,
    seen_at bigint not null,
    primary key (app_id, list_id, revision_id)
  )`.execute(db);
  await sql`create index archive_list_revisions_time on archive_list_revisions (app_id, list_id, revision_time)`.execute(
    db,
  );
}
