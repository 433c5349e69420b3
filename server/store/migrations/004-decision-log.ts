import { sql, type Kysely } from 'kysely';

/**
 * The decision log moves into the store: one row per decision (intent, then settled in place),
 * read newest first (in the order intents were written: `seq`) per app or per message. The audit log's outcome finds its intent by the
 * entry's id, which needs an index of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table decision_entries (
    id text primary key,
    seq bigserial not null,
    app_id text not null,
    message_id text not null,
    recorded_at bigint not null,
    entry jsonb not null
  )`.execute(db);
  await sql`create index decision_entries_app on decision_entries (app_id, seq desc)`.execute(db);
  await sql`create index decision_entries_message on decision_entries (app_id, message_id, seq desc)`.execute(db);
  await sql`create index audit_entries_entry_id on audit_entries ((entry->>'id'))`.execute(db);
  // Sign-in counts are swept by age across every key.
  await sql`create index sign_in_failures_age on sign_in_failures (failed_at)`.execute(db);
}
