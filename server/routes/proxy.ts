import { Hono, type Context } from 'hono';
import { getQueryStrings } from 'hono/utils/url';
import type { AuditLog } from '../audit/audit-log.ts';
import { clientGone } from '../client-gone.ts';
import { credentialsOf, type AppConfig, type DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';
import { forwardToUpstream, type UpstreamCall } from '../upstream.ts';
import { buildUpstreamUrl } from '../upstream-url.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { addDecisionRoutes } from './decisions.ts';
import { patchSettings } from './settings-patch.ts';

export interface ProxyDeps {
  config: DashboardConfig;
  fetch: typeof fetch;
  /** Where accepted settings changes are recorded. */
  audit?: AuditLog;
  /** Where moderation decisions are recorded; without it decisions are refused. */
  decisions?: DecisionLog;
}

export const SETTINGS_PATH = ['v3', 'notifications', 'v1', 'settings'];

export type Service = 'moderation' | 'notification settings';

/** The upstream URL and credentials of a moderation read, in the app's flavour of the API. */
export function moderationTarget(app: AppConfig, rest: readonly string[]): { segments: string[]; headers: Headers } {
  if (app.moderationApi === 'rest') {
    // The per-app REST host: `{base}/moderation/...` with the one REST API key.
    return { segments: ['moderation', ...rest], headers: new Headers({ apikey: app.apiKey }) };
  }
  return { segments: ['apps', app.appId, 'moderation', ...rest], headers: new Headers({ key: app.key ?? '', secret: app.secret ?? '' }) };
}

/**
 * `/api/apps/:appId/...` to the app's upstream, with its credentials added. Only the
 * operations the dashboard uses are routed (reads, decisions, settings); every id is checked before a URL is built.
 */
export function proxyRoutes({ config, fetch, audit, decisions }: ProxyDeps): Hono {
  const apps = new Map(config.apps.map((app) => [app.appId, app]));
  const credentials = new Map(config.apps.map((app) => [app, credentialsOf(app)]));
  const routes = new Hono();

  // `detached`: the call goes on if the browser leaves (a decision must reach its outcome).
  type Call = Omit<UpstreamCall, 'url'> & { segments: string[]; search?: string; timeoutMs?: number; detached?: boolean };
  function send(c: Context, app: AppConfig, service: Service, call: Call) {
    call.headers.set('accept', c.req.header('accept') ?? 'application/json');
    const base = service === 'moderation' ? app.moderationBaseUrl : app.notificationsBaseUrl;
    const url = buildUpstreamUrl(base, call.segments, call.search ?? getQueryStrings(c.req.url));
    return forwardToUpstream({ url, method: call.method, headers: call.headers, body: call.body }, {
      fetch, service, timeoutMs: call.timeoutMs ?? config.upstreamTimeoutMs, clientGone: call.detached ? undefined : clientGone(c), secrets: credentials.get(app) ?? credentialsOf(app),
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
  routes.get('/:appId/moderation/keywords/:keywordId', (c) => moderation(c, ['keywords', c.req.param('keywordId')]));
  routes.get('/:appId/moderation/reviewed-messages', (c) => moderation(c, ['reviewed-messages']));
  routes.get('/:appId/moderation/flagged-messages', (c) => moderation(c, ['flagged-messages']));
  routes.get('/:appId/moderation/reasons', (c) => moderation(c, ['reasons']));
  if (decisions) {
    addDecisionRoutes(routes, {
      appOf, unknownApp, log: decisions,
      forward: (c, app, rest, body) => {
        const target = moderationTarget(app, rest);
        target.headers.set('content-type', 'application/json');
        return send(c, app, 'moderation', { method: 'PATCH', ...target, body: new TextEncoder().encode(body).buffer as ArrayBuffer, search: '', detached: true });
      },
    });
  }

  routes.on(['GET', 'PATCH'], '/:appId/notifications/settings', async (c) => {
    const app = appOf(c);
    if (!app) return unknownApp();
    if (c.req.method === 'HEAD') return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const headers = new Headers({ apikey: app.apiKey });
    if (c.req.method === 'GET') return send(c, app, 'notification settings', { method: 'GET', segments: SETTINGS_PATH, headers });
    return patchSettings(c, app, {
      audit,
      // The settings before the change, for the audit log's old values: a plain GET that may not hold up the save for long.
      readBefore: () => send(c, app, 'notification settings', {
        method: 'GET', segments: SETTINGS_PATH, headers: new Headers({ apikey: app.apiKey }), search: '', timeoutMs: Math.min(config.upstreamTimeoutMs, 5000),
      }),
      forward: (body, contentType) => {
        headers.set('content-type', contentType);
        return send(c, app, 'notification settings', { method: 'PATCH', segments: SETTINGS_PATH, headers, body });
      },
    });
  });

  return routes;
}

export function unknownApp(): Response {
  return jsonError(404, 'ERR_NOT_FOUND', 'No app with this id is configured on the dashboard server. Pick an app from the list, or add it to the server config.');
}
