import { segment } from './client.ts';

/** The dashboard server's API paths, defined once. */
export const apiPaths = {
  moderation: (appId: string, rest: string) => `/api/apps/${segment(appId)}/moderation/${rest}`,
  settings: (appId: string) => `/api/apps/${segment(appId)}/notifications/settings`,
  session: () => '/api/session',
  health: (appId: string) => `/api/apps/${segment(appId)}/health`,
  audit: (appId: string) => `/api/apps/${segment(appId)}/audit`,
  decisions: (appId: string) => `/api/apps/${segment(appId)}/decisions`,
  /** Internal notes on one message: kept by the dashboard, never sent to the service. */
  notes: (appId: string, messageId: string) => `/api/apps/${segment(appId)}/messages/${segment(messageId)}/notes`,
  /** A sender as the service knows them, and `/deactivate`, `/reactivate`. */
  user: (appId: string, uid: string, action?: 'deactivate' | 'reactivate') =>
    `/api/apps/${segment(appId)}/users/${segment(uid)}${action ? `/${action}` : ''}`,
  /** Kick, Ban or Unban a sender in one group conversation. */
  groupAction: (appId: string, uid: string, guid: string, action: 'kick' | 'ban' | 'unban') =>
    `/api/apps/${segment(appId)}/users/${segment(uid)}/groups/${segment(guid)}/${action}`,
  /** Whether a sender is banned from, and a member of, one group conversation. */
  groupStanding: (appId: string, uid: string, guid: string) =>
    `/api/apps/${segment(appId)}/users/${segment(uid)}/groups/${segment(guid)}`,
  /** The dashboard's own archive: `status`, `blocked-messages`, `trends`, `revision-performance`. */
  archive: (appId: string, rest: string) => `/api/apps/${segment(appId)}/archive/${rest}`,
  /** The messages the service's moderation engine failed on lately (its webhooks). */
  engineFailures: (appId: string) => `/api/apps/${segment(appId)}/engine-failures`,
};

/**
 * Every list request names its page size: without one the service answers its documented
 * default (50 rules or blocked messages, only 10 revisions or keyword lists), silently short.
 */
export function withLimit(path: string, limit: number): string {
  return `${path}?limit=${limit}`;
}
