import { sql, type Kysely } from 'kysely';

/**
 * Internal notes moderators leave on a message: who, when, the text. Kept by the dashboard only
 * (never sent to the service), read per message in the order they were written (`seq`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table message_notes (
    id text primary key,
    seq bigserial not null,
    app_id text not null,
    message_id text not null,
    username text not null,
    created_at bigint not null,
    text text not null
  )`.execute(db);
  await sql`create index message_notes_message on message_notes (app_id, message_id, seq)`.execute(db);
}
