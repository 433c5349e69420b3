import { sql, type Kysely } from 'kysely';

/**
 * How many messages the service's moderation engine failed on, per app and UTC hour (its
 * `moderation_engine_failed` webhooks, each counted once when first stored): the events
 * themselves are kept a day, the trends chart looks back months. One row per app and hour.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table engine_failure_hours (
    app_id text not null,
    hour bigint not null,
    count bigint not null,
    primary key (app_id, hour)
  )`.execute(db);
}
