import { sql, type Kysely } from 'kysely';

/**
 * The service's webhook deliveries (server/webhooks/): one row per event, keyed by the id the
 * event is deduplicated by, so a retried delivery, or the same one reaching two servers, is
 * stored once (the primary key decides, not a read before the write). Kept a day: the service
 * retries within a minute. Refused deliveries (wrong or missing password) are only counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table webhook_events (
    app_id text not null,
    event_key text not null,
    trigger text not null,
    message_id text,
    received_at bigint not null,
    payload jsonb not null,
    primary key (app_id, event_key)
  )`.execute(db);
  await sql`create index webhook_events_recent on webhook_events (app_id, trigger, received_at)`.execute(db);
  await sql`create index webhook_events_age on webhook_events (received_at)`.execute(db);
  await sql`create table webhook_refusals (
    app_id text primary key,
    count bigint not null,
    last_at bigint not null
  )`.execute(db);
}
