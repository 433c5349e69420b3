import { sql, type Kysely } from 'kysely';

/**
 * Live events (server/live/): what each app's pages follow, read by sequence from every server
 * on the store (a NOTIFY wakes the readers; a payload outlives it here), kept for a bounded
 * window so a reconnecting page can catch up. Claims: who is reviewing which message, a short
 * lease renewed while the message stays open, one row per message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_events (
    seq bigserial primary key,
    app_id text not null,
    recorded_at bigint not null,
    event jsonb not null
  )`.execute(db);
  await sql`create index live_events_app on live_events (app_id, seq)`.execute(db);
  await sql`create index live_events_age on live_events (recorded_at)`.execute(db);
  await sql`create table claims (
    app_id text not null,
    message_id text not null,
    username text not null,
    client_id text not null,
    expires_at bigint not null,
    primary key (app_id, message_id)
  )`.execute(db);
  await sql`create index claims_client on claims (client_id)`.execute(db);
  await sql`create index claims_expiry on claims (expires_at)`.execute(db);
}
