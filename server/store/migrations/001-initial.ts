import { sql, type Kysely } from 'kysely';

/**
 * The first schema: the archive, its rule snapshots, decisions, poll state and gaps; leases for
 * "one poller per app"; the audit log, sign-in failures and session revocations. Never edited
 * once landed: a change is a new numbered file.
 */
const statements = [
  sql`create table archive_messages (
    app_id text not null,
    message_id text not null,
    created_at bigint not null,
    rule_id text,
    revision_id text,
    type text,
    status text,
    action text,
    sender_uid text,
    sender_name text,
    receiver text,
    conversation_id text,
    text text,
    search text not null,
    record jsonb not null,
    first_seen bigint not null,
    last_seen bigint not null,
    primary key (app_id, message_id)
  )`,
  // Newest first, keyset-paged: every list query walks this index.
  sql`create index archive_messages_newest on archive_messages (app_id, created_at desc, message_id desc)`,
  sql`create index archive_messages_rule on archive_messages (app_id, rule_id, created_at desc)`,
  sql`create index archive_messages_revision on archive_messages (app_id, revision_id, created_at desc)`,
  sql`create index archive_messages_sender on archive_messages (app_id, sender_uid, created_at desc)`,
  sql`create table archive_rules (
    app_id text not null,
    rule_id text not null,
    record jsonb not null,
    seen_at bigint not null,
    primary key (app_id, rule_id)
  )`,
  sql`create table archive_revisions (
    app_id text not null,
    rule_id text not null,
    revision_id text not null,
    revision_time bigint,
    record jsonb not null,
    seen_at bigint not null,
    primary key (app_id, revision_id)
  )`,
  sql`create table archive_decisions (
    app_id text not null,
    message_id text not null,
    status text not null,
    decided_by text,
    decided_at bigint not null,
    source text not null,
    primary key (app_id, message_id)
  )`,
  sql`create table archive_poll_state (
    app_id text primary key,
    last_poll bigint,
    last_success bigint,
    last_error text,
    frequent_until bigint
  )`,
  sql`create table archive_gaps (
    id bigserial primary key,
    app_id text not null,
    from_time bigint not null,
    to_time bigint not null,
    found_at bigint not null
  )`,
  sql`create index archive_gaps_app on archive_gaps (app_id, to_time desc)`,
  sql`create table leases (
    name text primary key,
    holder text not null,
    expires_at bigint not null
  )`,
  sql`create table audit_entries (
    id bigserial primary key,
    app_id text not null,
    recorded_at bigint not null,
    entry jsonb not null
  )`,
  sql`create index audit_entries_app on audit_entries (app_id, id desc)`,
  sql`create table sign_in_failures (
    id bigserial primary key,
    name text not null,
    failed_at bigint not null
  )`,
  sql`create index sign_in_failures_name on sign_in_failures (name, failed_at)`,
  sql`create table session_revocations (
    session_id text primary key,
    expires_at bigint not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
