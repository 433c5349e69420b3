import { Hono, type Context } from 'hono';
import { getQueryStrings } from 'hono/utils/url';
import type { AuditLog } from '../audit/audit-log.ts';
import { credentialsOf, type AppConfig, type DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { isSafeId } from '../safe-id.ts';
import { forwardToUpstream, type UpstreamCall } from '../upstream.ts';
import { buildUpstreamUrl } from '../upstream-url.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { addDecisionRoutes } from './decisions.ts';
import { patchSettings } from './settings-patch.ts';
import { resetSettings } from './settings-reset.ts';

export interface ProxyDeps {
  config: DashboardConfig;
  fetch: typeof fetch;
  /** Where settings changes are recorded: intent before forwarding, outcome after. */
  audit: AuditLog;
  /** Where moderation decisions are recorded; without it decisions are refused. */
  decisions?: DecisionLog;
}

export const SETTINGS_PATH = ['v3', 'notifications', 'v1', 'settings'];

export type Service = 'moderation' | 'notification settings';

/** The upstream path and credential headers of a moderation call, in the app's flavour of the API. */
export function moderationTarget(app: AppConfig, rest: readonly string[]): { segments: string[]; credentials: Record<string, string> } {
  if (app.moderationApi === 'rest') {
    // `{base}/moderation/...` with the one REST API key. The regionless host needs the app id in
    // an `appid` header; the per-app host already names the app, and the same id agrees with it.
    return { segments: ['moderation', ...rest], credentials: { apikey: app.apiKey, appid: app.appId } };
  }
  return { segments: ['apps', app.appId, 'moderation', ...rest], credentials: { key: app.key ?? '', secret: app.secret ?? '' } };
}

/**
 * `/api/apps/:appId/...` to the app's upstream, with its credentials added. Only the
 * operations the dashboard uses are routed (reads, the keyword-list index, decisions, settings); every id is checked before a URL is built.
 */
export function proxyRoutes({ config, fetch, audit, decisions }: ProxyDeps): Hono {
  const apps = new Map(config.apps.map((app) => [app.appId, app]));
  // Every app's credentials: none may reach the browser from any app's upstream, in a header or a body.
  const secrets = config.apps.flatMap(credentialsOf);
  const settingsChanges = new KeyedQueue();
  const routes = new Hono();

  // `detached`: the call goes on if the browser leaves (a decision must reach its outcome).
  interface Call extends Pick<UpstreamCall, 'method' | 'body'> {
    segments: string[];
    credentials: Record<string, string>;
    contentType?: string;
    search?: string;
    timeoutMs?: number;
    detached?: boolean;
  }
  function send(c: Context, app: AppConfig, service: Service, call: Call) {
    const headers = new Headers({ ...call.credentials, accept: c.req.header('accept') ?? 'application/json', ...(call.contentType ? { 'content-type': call.contentType } : {}) });
    const base = service === 'moderation' ? app.moderationBaseUrl : app.notificationsBaseUrl;
    const url = buildUpstreamUrl(base, call.segments, call.search ?? getQueryStrings(c.req.url));
    return forwardToUpstream({ url, method: call.method, headers, body: call.body }, {
      fetch, service, timeoutMs: call.timeoutMs ?? config.upstreamTimeoutMs, callerSignal: call.detached ? undefined : c.req.raw.signal, secrets,
    });
  }

  function appOf(c: Context): AppConfig | undefined {
    const appId = c.req.param('appId');
    return isSafeId(appId) ? apps.get(appId) : undefined;
  }

  // HEAD reaches GET handlers in Hono; it is not one of the operations, so it is refused too.
  function moderation(c: Context, rest: (string | undefined)[]) {
    const app = appOf(c);
    if (!app) return unknownApp();
    if (c.req.method !== 'GET' || !rest.every(isSafeId)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    return send(c, app, 'moderation', { method: 'GET', ...moderationTarget(app, rest) });
  }

  routes.get('/:appId/moderation/rules', (c) => moderation(c, ['rules']));
  routes.get('/:appId/moderation/blocked-messages', (c) => moderation(c, ['blocked-messages']));
  routes.get('/:appId/moderation/rules/:ruleId', (c) => moderation(c, ['rules', c.req.param('ruleId')]));
  routes.get('/:appId/moderation/rules/:ruleId/revisions', (c) => moderation(c, ['rules', c.req.param('ruleId'), 'revisions']));
  routes.get('/:appId/moderation/keywords', (c) => moderation(c, ['keywords']));
  routes.get('/:appId/moderation/keywords/:keywordId', (c) => moderation(c, ['keywords', c.req.param('keywordId')]));
  routes.get('/:appId/moderation/reviewed-messages', (c) => moderation(c, ['reviewed-messages']));
  routes.get('/:appId/moderation/flagged-messages', (c) => moderation(c, ['flagged-messages']));
  routes.get('/:appId/moderation/reasons', (c) => moderation(c, ['reasons']));
  if (decisions) {
    addDecisionRoutes(routes, {
      appOf, unknownApp, log: decisions,
      forward: (c, app, rest, body) => send(c, app, 'moderation', {
        method: 'PATCH', ...moderationTarget(app, rest), contentType: 'application/json', body: new TextEncoder().encode(body).buffer as ArrayBuffer, search: '', detached: true,
      }),
    });
  }

  // DELETE is the documented "reset to defaults"; admins only and CSRF-checked like the PATCH (app.ts).
  routes.on(['GET', 'PATCH', 'DELETE'], '/:appId/notifications/settings', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp();
    if (c.req.method === 'HEAD') return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const credentials = { apikey: app.apiKey };
    if (c.req.method === 'GET') return send(c, app, 'notification settings', { method: 'GET', segments: SETTINGS_PATH, credentials });
    // The settings around a change, for the audit log: a plain GET that may not hold up the change for long.
    const read = () => send(c, app, 'notification settings', {
      method: 'GET', segments: SETTINGS_PATH, credentials, search: '', timeoutMs: Math.min(config.upstreamTimeoutMs, 5000),
    });
    const callerSignal = c.req.raw.signal;
    if (c.req.method === 'DELETE') {
      return resetSettings(c, app, { audit, queue: settingsChanges, callerSignal, read, forward: () => send(c, app, 'notification settings', { method: 'DELETE', segments: SETTINGS_PATH, credentials, search: '' }) });
    }
    return patchSettings(c, app, {
      audit,
      queue: settingsChanges,
      callerSignal,
      // The settings before the change, for the audit log's old values: a plain GET that may not hold up the save for long.
      readBefore: read,
      forward: (body, contentType) => send(c, app, 'notification settings', { method: 'PATCH', segments: SETTINGS_PATH, credentials, contentType, body }),
    });
  });

  return routes;
}

export function unknownApp(): Response {
  return jsonError(404, 'ERR_NOT_FOUND', 'No app with this id is configured on the dashboard server. Pick an app from the list, or add it to the server config.');
}
