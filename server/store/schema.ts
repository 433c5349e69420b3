import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/**
 * The store's tables, one typed interface for both drivers (PGlite and pg). Times are whole
 * numbers: Unix seconds where the service gives seconds (records, revisions, gaps), milliseconds
 * for the dashboard's own clocks (leases, sign-in failures). Both drivers read int8 as a JS
 * number (open-store.ts), so counts and times arrive as numbers, never as strings.
 */
export interface Database {
  archive_messages: ArchiveMessageTable;
  archive_rules: ArchiveRuleTable;
  archive_revisions: ArchiveRevisionTable;
  archive_list_revisions: ArchiveListRevisionTable;
  engine_failure_hours: EngineFailureHourTable;
  archive_decisions: ArchiveDecisionTable;
  archive_poll_state: ArchivePollStateTable;
  archive_gaps: ArchiveGapTable;
  archive_hourly_counts: ArchiveHourlyCountTable;
  leases: LeaseTable;
  audit_entries: AuditEntryTable;
  decision_entries: DecisionEntryTable;
  message_notes: MessageNoteTable;
  sign_in_failures: SignInFailureTable;
  session_revocations: SessionRevocationTable;
  live_events: LiveEventTable;
  claims: ClaimTable;
  webhook_events: WebhookEventTable;
  webhook_refusals: WebhookRefusalTable;
}

type Json = JSONColumnType<Record<string, unknown>, string, string>;

/** One blocked message as the service gave it (`record`), with the columns that lists filter on. */
export interface ArchiveMessageTable {
  app_id: string;
  message_id: string;
  /** Unix seconds: the record's createdAt (when it was blocked). */
  created_at: number;
  rule_id: string | null;
  revision_id: string | null;
  type: string | null;
  status: string | null;
  action: string | null;
  sender_uid: string | null;
  sender_name: string | null;
  receiver: string | null;
  conversation_id: string | null;
  text: string | null;
  /** Lower-cased text, names, uids and ids in one string, for `q`. */
  search: string;
  record: Json;
  /** Unix seconds: when a poll first saw the record, and when a poll last found it changed (an equal record is not rewritten). */
  first_seen: number;
  last_seen: number;
}

export interface ArchiveRuleTable {
  app_id: string;
  rule_id: string;
  record: Json;
  /** Unix seconds: when a poll last found the rule changed (an equal record is not rewritten). */
  seen_at: number;
}

/** A rule revision as the service listed it; kept after the service stops listing it. */
export interface ArchiveRevisionTable {
  app_id: string;
  rule_id: string;
  revision_id: string;
  /** Unix seconds: when the revision was saved (its updatedAt, else createdAt). */
  revision_time: number | null;
  record: Json;
  seen_at: number;
}

/** Messages the moderation engine failed on, per app and UTC hour (migration 009). */
export interface EngineFailureHourTable {
  app_id: string;
  /** Unix seconds: the hour's start. */
  hour: number;
  count: number;
}

/** A keyword list's revision as the archive saw it (server/archive/list-revisions.ts). */
export interface ArchiveListRevisionTable {
  app_id: string;
  list_id: string;
  /** The service's revisionId; `updated-<time>` for a list that carries none. */
  revision_id: string;
  /** Unix seconds: when the revision was saved (its updatedAt, else createdAt). */
  revision_time: number | null;
  record: Json;
  /** When the archive first saw it. */
  seen_at: number;
}

/** The latest decision on a message, from this dashboard or from the service's reviewed list. */
export interface ArchiveDecisionTable {
  app_id: string;
  message_id: string;
  status: string;
  decided_by: string | null;
  decided_at: number;
  source: string;
}

export interface ArchivePollStateTable {
  app_id: string;
  last_poll: number | null;
  last_success: number | null;
  last_error: string | null;
  /** Unix seconds: poll more often until then (after a gap). */
  frequent_until: number | null;
}

export interface ArchiveGapTable {
  id: Generated<number>;
  app_id: string;
  /** Unix seconds: the newest record archived before the gap and the oldest after it. */
  from_time: number;
  to_time: number;
  found_at: number;
}

/** Records per app, hour, rule and revision ('' for none), for trends. */
export interface ArchiveHourlyCountTable {
  app_id: string;
  /** Unix seconds at the start of the hour. */
  hour: number;
  rule_id: string;
  revision_id: string;
  count: number;
}

/** Who does a job (poll one app) until when; renewed by its holder, taken over once expired. */
export interface LeaseTable {
  name: string;
  holder: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
}

export interface AuditEntryTable {
  id: Generated<number>;
  app_id: string;
  /** Milliseconds since the epoch. */
  recorded_at: number;
  entry: Json;
}

/** One moderation decision of this dashboard (server/decisions), intent then outcome, by its id. */
export interface DecisionEntryTable {
  id: string;
  /** The order intents were written in, for newest first. */
  seq: Generated<number>;
  app_id: string;
  message_id: string;
  /** Milliseconds since the epoch, when the intent was written. */
  recorded_at: number;
  entry: Json;
}

/** An internal note on a message (server/notes): never sent to the service. */
export interface MessageNoteTable {
  id: string;
  /** The order notes were written in. */
  seq: Generated<number>;
  app_id: string;
  message_id: string;
  username: string;
  /** Milliseconds since the epoch. */
  created_at: number;
  text: string;
}

/** One counted sign-in attempt (server/auth/attempt-counter.ts): `name` is the counter's key. */
export interface SignInFailureTable {
  id: Generated<number>;
  name: string;
  failed_at: number;
}

export interface SessionRevocationTable {
  session_id: string;
  /** Milliseconds since the epoch: after this the session has ended anyway, and the row can go. */
  expires_at: ColumnType<number, number, number>;
}

/** One live event of an app (server/live/), read by `seq` by every server; kept for a bounded window. */
export interface LiveEventTable {
  seq: Generated<number>;
  app_id: string;
  /** Milliseconds since the epoch. */
  recorded_at: number;
  event: Json;
}

/** Who is reviewing a message: one page (`client_id`) of one user, until `expires_at` (ms) unless renewed. */
export interface ClaimTable {
  app_id: string;
  message_id: string;
  username: string;
  client_id: string;
  expires_at: number;
}

/** One webhook event of the service, stored once by its key (server/webhooks/). */
export interface WebhookEventTable {
  app_id: string;
  /** What the event is deduplicated by: the trigger and the message (and pass) it is about. */
  event_key: string;
  trigger: string;
  message_id: string | null;
  /** Milliseconds since the epoch, this server's clock. */
  received_at: number;
  payload: Json;
}

/** Deliveries refused for a wrong or missing password, per app: shown to admins in the archive status. */
export interface WebhookRefusalTable {
  app_id: string;
  count: number;
  /** Milliseconds since the epoch. */
  last_at: number;
}
