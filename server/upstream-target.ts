import type { AppConfig } from './config.ts';

/** The notification settings' path under an app's notifications base URL. */
export const SETTINGS_PATH = ['v3', 'notifications', 'v1', 'settings'];

export interface ModerationTarget {
  base: string;
  segments: string[];
  credentials: Record<string, string>;
}

/**
 * Whether the management flavour documents a moderation call: `management-apis.json` in
 * cometchat/docs lists rules, rules/{ruleId}, rules/{ruleId}/revisions, keywords,
 * keywords/{keywordId}, blocked-messages and `PATCH blocked-messages/{messageId}` with a body of
 * `status` alone ("Approve Blocked Messages"). It has no reviewed-messages, flagged-messages or
 * reasons, and no `reviewed` in that PATCH: those are documented on the REST flavour only
 * (`chat-apis.json`), so a management app sends them to its REST host (docs/service.md).
 */
export function documentedInManagement(rest: readonly string[], body?: object): boolean {
  const [first] = rest;
  if (first === 'reviewed-messages' || first === 'flagged-messages' || first === 'reasons') return false;
  return !(first === 'blocked-messages' && body !== undefined && 'reviewed' in body);
}

/**
 * Where a moderation call goes, in the app's flavour: the REST flavour to
 * `{moderationBaseUrl}/moderation/...` with its one apikey; the management flavour to
 * `{moderationBaseUrl}/apps/{appId}/moderation/...` with key and secret, except the calls the
 * management flavour does not document, which go to the app's REST host with its apikey.
 */
export function moderationTarget(app: AppConfig, rest: readonly string[], body?: object): ModerationTarget {
  const restFlavour = app.moderationApi === 'rest';
  if (restFlavour || !documentedInManagement(rest, body)) {
    // `{base}/moderation/...` with the one REST API key. The regionless host needs the app id in
    // an `appid` header; the per-app host already names the app, and the same id agrees with it.
    return {
      base: restFlavour ? app.moderationBaseUrl : app.restBaseUrl,
      segments: ['moderation', ...rest],
      credentials: { apikey: app.apiKey, appid: app.appId },
    };
  }
  return {
    base: app.moderationBaseUrl,
    segments: ['apps', app.appId, 'moderation', ...rest],
    credentials: { key: app.key ?? '', secret: app.secret ?? '' },
  };
}

/**
 * Where a documented user call goes (`chat-apis.json`, "Users": `/users`, `/users/{uid}`): the
 * app's REST host with its apikey, in either flavour (the management flavour documents no users).
 */
export function usersTarget(app: AppConfig, rest: readonly string[]): ModerationTarget {
  return {
    base: app.moderationApi === 'rest' ? app.moderationBaseUrl : app.restBaseUrl,
    segments: ['users', ...rest],
    credentials: { apikey: app.apiKey, appid: app.appId },
  };
}

/**
 * Where a documented group-member call goes (`chat-apis.json`, "Group Members" and "Banned
 * Users": `/groups/{guid}/members/{uid}`, `/groups/{guid}/bannedusers/{uid}`): like the users
 * calls, the app's REST host with its apikey, in either flavour.
 */
export function groupsTarget(app: AppConfig, segments: readonly string[]): ModerationTarget {
  return { ...usersTarget(app, []), segments: [...segments] };
}

/**
 * Where the documented delete of a delivered message goes (`chat-apis.json`, "Messages":
 * `/messages/{id}`): like the users calls, the app's REST host with its apikey, in either flavour.
 */
export function messagesTarget(app: AppConfig, segments: readonly string[]): ModerationTarget {
  return { ...usersTarget(app, []), segments: [...segments] };
}
