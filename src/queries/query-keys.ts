/**
 * One key factory per resource, keys from generic to specific: (app, resource, operation,
 * params). No literal query key exists anywhere else, so invalidation is always by prefix.
 */
export const appKeys = {
  all: ['apps'] as const,
  list: () => [...appKeys.all, 'list'] as const,
  scope: (appId: string) => [...appKeys.all, appId] as const,
};

export const ruleKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'rules'] as const,
  list: (appId: string, limit: number | undefined) => [...ruleKeys.all(appId), 'list', { limit }] as const,
  detail: (appId: string, ruleId: string) => [...ruleKeys.all(appId), 'detail', ruleId] as const,
  revisions: (appId: string, ruleId: string) => [...ruleKeys.all(appId), 'revisions', ruleId] as const,
};

export const keywordListKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'keyword-lists'] as const,
  detail: (appId: string, keywordId: string) => [...keywordListKeys.all(appId), 'detail', keywordId] as const,
  list: (appId: string, limit: number) => [...keywordListKeys.all(appId), 'list', { limit }] as const,
};

export const blockedMessageKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'blocked-messages'] as const,
  list: (appId: string, limit: number | undefined) => [...blockedMessageKeys.all(appId), 'list', { limit }] as const,
};

export const notificationSettingsKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'notification-settings'] as const,
  current: (appId: string) => [...notificationSettingsKeys.all(appId), 'current'] as const,
};

/** Who is signed in: outside the app scope, so clearing one app's data never signs anyone out. */
export const sessionKeys = {
  all: ['session'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
};

export const healthKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'health'] as const,
  current: (appId: string) => [...healthKeys.all(appId), 'current'] as const,
};

export const auditKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'audit'] as const,
  latest: (appId: string, limit: number) => [...auditKeys.all(appId), 'latest', { limit }] as const,
};

export const decisionKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'decisions'] as const,
  /** Who decided what: for the given messages, or the app's newest decisions. */
  /** Every `history` read of the app, whichever messages it asked about. */
  histories: (appId: string) => [...decisionKeys.all(appId), 'history'] as const,
  history: (appId: string, messageIds: readonly string[] | undefined) =>
    [...decisionKeys.histories(appId), { messageIds }] as const,
  /** Every read of the reviewed list, whatever its limit; and one. */
  reviewedLists: (appId: string) => [...decisionKeys.all(appId), 'reviewed'] as const,
  reviewed: (appId: string, limit: number) => [...decisionKeys.reviewedLists(appId), { limit }] as const,
  /** Every read of the flagged list, whatever its limit; and one. */
  flaggedLists: (appId: string) => [...decisionKeys.all(appId), 'flagged'] as const,
  flagged: (appId: string, limit: number) => [...decisionKeys.flaggedLists(appId), { limit }] as const,
  reasons: (appId: string) => [...decisionKeys.all(appId), 'reasons'] as const,
};

/** A sender's case: their profile and standing with the service. */
export const userKeys = {
  all: (appId: string) => ['users', appId] as const,
  sender: (appId: string, uid: string) => [...userKeys.all(appId), uid] as const,
  /** Under the sender's key: reading the sender again reads their groups again too. */
  group: (appId: string, uid: string, guid: string) => [...userKeys.sender(appId, uid), 'groups', guid] as const,
};

/** Internal notes on messages (the dashboard's own, never the service's). */
export const noteKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'notes'] as const,
  message: (appId: string, messageId: string) => [...noteKeys.all(appId), 'message', messageId] as const,
};

/** The moderation engine's recent failures, as the service's webhooks reported them. */
export const engineFailureKeys = {
  recent: (appId: string) => [...appKeys.scope(appId), 'engine-failures'] as const,
};

/** The dashboard's own archive (its store), beside the service's lists. */
export const archiveKeys = {
  all: (appId: string) => [...appKeys.scope(appId), 'archive'] as const,
  status: (appId: string) => [...archiveKeys.all(appId), 'status'] as const,
  list: (appId: string, filters: object) => [...archiveKeys.all(appId), 'list', filters] as const,
  revisions: (appId: string, ruleId: string) => [...archiveKeys.all(appId), 'revisions', ruleId] as const,
  revision: (appId: string, ruleId: string, revisionId: string) =>
    [...archiveKeys.all(appId), 'revision', ruleId, revisionId] as const,
  /** Counts for the trends chart, and how each revision of a rule performs. */
  trends: (appId: string, params: { bucket: string; from: number; to: number }) =>
    [...archiveKeys.all(appId), 'trends', params] as const,
  /** What the trends page's "How the queue moves" is computed from. */
  queueMovement: (appId: string, params: { bucket: string; from: number; to: number }) =>
    [...archiveKeys.all(appId), 'queue-movement', params] as const,
  /** The transparency report: blocks, decisions and user actions counted per month of a period. */
  transparency: (appId: string, period: { from: number; to: number }) =>
    [...archiveKeys.all(appId), 'transparency', period] as const,
  revisionPerformance: (appId: string, ruleId: string) =>
    [...archiveKeys.all(appId), 'revision-performance', ruleId] as const,
  /** Every revision's "approved later", over a period or all the archive holds. */
  approvedLater: (appId: string, period: { from?: number; to?: number }) =>
    [...archiveKeys.all(appId), 'approved-later', period] as const,
  /** A keyword list as it stood at a time (Unix seconds). */
  listAsOf: (appId: string, listId: string, at: number) =>
    [...archiveKeys.all(appId), 'list-as-of', listId, at] as const,
  /** What a rule or keyword-list change would have done to the archived blocks. */
  replay: (appId: string, request: object) => [...archiveKeys.all(appId), 'replay', request] as const,
};
