import type { SettingChange } from './setting-changes.ts';

/** A settings PATCH about to be forwarded. Moderation decisions are to join this union. */
export interface SettingsChange {
  action: 'settings-change';
  /** Whether the settings could be read before the change (old values are in `changes`). */
  oldValues: 'known' | 'unknown';
  changes: SettingChange[];
}

/** "Reset to the service's defaults": `changes` are what the reset is expected to change. */
export interface SettingsReset {
  action: 'settings-reset';
  oldValues: 'known' | 'unknown';
  changes: SettingChange[];
}

/**
 * A rule, keyword list or flag reason created, changed or deleted through the dashboard:
 * `changes` are the fields sent against the ones read just before (`oldValues`), and
 * `revisionReplaced` the revision that was current; the outcome adds the revision it made.
 */
export interface ModerationChange {
  action: 'moderation-change';
  resource: 'rule' | 'keyword-list' | 'flag-reason';
  operation: 'create' | 'update' | 'delete';
  resourceId: string;
  /** The name the resource goes by (the one sent, else the one read before), so the log can say "Rule Spam links". */
  resourceName?: string;
  oldValues: 'known' | 'unknown';
  changes: SettingChange[];
  revisionReplaced?: string;
}

/**
 * An internal note left on a message (server/notes): never sent to the service. `changes` holds
 * the note's text as one change from nothing, so the audit list reads it like any other entry.
 */
export interface MessageNoteAdded {
  action: 'message-note';
  messageId: string;
  noteId: string;
  oldValues: 'known';
  changes: SettingChange[];
}

/**
 * A user deactivated or reactivated (`DELETE`/`PUT /users`), kicked, banned or unbanned in a
 * group (`guid`), or one of their delivered messages deleted (`DELETE /messages/{id}`,
 * `messageId`), through the dashboard, with the reason the person chose: `changes` holds the
 * state going to its new value (`deactivated`, `member`, `banned`, `deleted`).
 */
export interface UserActionTaken {
  action: 'user-action';
  operation: 'deactivate' | 'reactivate' | 'kick' | 'ban' | 'unban' | 'delete-message';
  uid: string;
  /** The group, for kick, ban and unban. */
  guid?: string;
  /** The message, for delete-message. */
  messageId?: string;
  reason: string;
  oldValues: 'known' | 'unknown';
  changes: SettingChange[];
}

export type AuditAction = SettingsChange | SettingsReset | ModerationChange | MessageNoteAdded | UserActionTaken;

/** Written before a change is forwarded: nothing is forwarded unless this was written. */
export type AuditIntent = AuditAction & {
  id: string;
  /** ISO 8601, UTC */
  time: string;
  username: string;
  appId: string;
};

/**
 * What became of it. `unknown`: the service may or may not have applied it (it did not answer in
 * time, the browser went away, or it failed with a 5xx).
 */
export type OutcomeKind = 'applied' | 'refused' | 'unknown';

export interface AuditOutcome {
  /** The intent's id. */
  id: string;
  time: string;
  outcome: OutcomeKind;
  /** The status the service answered, or the dashboard's own (504 timeout, 499 browser gone). */
  status: number;
  reason?: 'timeout' | 'abandoned' | 'unreadable answer';
  /** A moderation change the service applied: the revision it made, when its answer named one. */
  revisionMade?: string;
}

/** An intent with its outcome; `outcome` is missing while in flight, or if the server stopped before writing it. */
export type AuditRecord = AuditIntent & {
  outcome?: OutcomeKind;
  status?: number;
  reason?: AuditOutcome['reason'];
  revisionMade?: string;
};

/**
 * Where the audit log lives: the store (store/audit-store.ts, with the optional JSON-lines copy
 * in auditLogFile). An interface so tests can put a failing or watching log in its place. Appends
 * and reads throw `AuditUnavailableError` when the log cannot be written or read, so a change can
 * be refused instead of being made unrecorded.
 */
export interface AuditStore {
  /** Whether entries outlive a restart. */
  readonly persisted: boolean;
  appendIntent(intent: AuditIntent): Promise<void>;
  appendOutcome(outcome: AuditOutcome): Promise<void>;
  /** The newest records of one app, newest first, at most `limit`. */
  latest(appId: string, limit: number): Promise<AuditRecord[]>;
}

/** Where a log that cannot be written lives, which says what the operator should look at. */
export type LogPlace = 'file' | 'store';

/** What to check when a log in that place cannot be written, in words (also the decision log's). */
export const NEXT_STEP: Record<LogPlace, string> = {
  file: 'check auditLogFile permissions/disk on the dashboard server.',
  store:
    "check that the dashboard's database is reachable (DATABASE_URL, or the disk of DASHBOARD_DATA_DIR) and the server log, then try again.",
};

export class AuditUnavailableError extends Error {
  /** A system error code such as EACCES, ENOSPC or a SQLSTATE, safe to show (never a path or value). */
  readonly code: string;
  /** What the operator should check, in words. */
  readonly nextStep: string;

  constructor(operation: 'write' | 'read', cause: unknown, place: LogPlace = 'file') {
    const raw = cause instanceof Error && 'code' in cause ? String(cause.code) : '';
    const code = /^[A-Z0-9][A-Z0-9_]{1,40}$/.test(raw) ? raw : 'unknown error';
    super(`The audit log could not be ${operation === 'write' ? 'written' : 'read'} (${code})`, { cause });
    this.code = code;
    this.nextStep = NEXT_STEP[place];
  }
}
