import { Hono, type Context } from 'hono';
import type { AppConfig, DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';
import { forwardToUpstream } from '../upstream.ts';
import { buildUpstreamUrl } from '../upstream-url.ts';

export interface ProxyDeps {
  config: DashboardConfig;
  fetch: typeof fetch;
}

const SETTINGS_PATH = ['v3', 'notifications', 'v1', 'settings'];

function searchOf(c: Context): string {
  return new URL(c.req.url).search;
}

/**
 * `/api/apps/:appId/...` to the app's upstream, with its credentials added. Only the six
 * operations of the API are routed; every id is checked before a URL is built.
 */
export function proxyRoutes({ config, fetch }: ProxyDeps): Hono {
  const apps = new Map(config.apps.map((app) => [app.appId, app]));
  const routes = new Hono();

  function forward(c: Context, app: AppConfig, service: 'moderation' | 'notification settings', segments: string[], headers: Headers, body?: ArrayBuffer) {
    headers.set('accept', c.req.header('accept') ?? 'application/json');
    const base = service === 'moderation' ? app.moderationBaseUrl : app.notificationsBaseUrl;
    const url = buildUpstreamUrl(base, segments, searchOf(c));
    const method = c.req.method === 'PATCH' ? 'PATCH' : 'GET';
    return forwardToUpstream({ url, method, headers, body }, {
      fetch, service, timeoutMs: config.upstreamTimeoutMs, clientSignal: c.req.raw.signal,
      secrets: [app.key, app.secret, app.apiKey],
    });
  }

  // HEAD reaches GET handlers in Hono; it is not one of the operations, so it is refused too.
  function moderation(c: Context, rest: (string | undefined)[]) {
    const appId = c.req.param('appId');
    const app = isSafeId(appId) ? apps.get(appId) : undefined;
    if (!app) return unknownApp();
    if (c.req.method !== 'GET' || !rest.every(isSafeId)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const headers = new Headers({ key: app.key, secret: app.secret });
    return forward(c, app, 'moderation', ['apps', app.appId, 'moderation', ...rest], headers);
  }

  routes.get('/:appId/moderation/rules', (c) => moderation(c, ['rules']));
  routes.get('/:appId/moderation/blocked-messages', (c) => moderation(c, ['blocked-messages']));
  routes.get('/:appId/moderation/rules/:ruleId', (c) => moderation(c, ['rules', c.req.param('ruleId')]));
  routes.get('/:appId/moderation/rules/:ruleId/revisions', (c) => moderation(c, ['rules', c.req.param('ruleId'), 'revisions']));
  routes.get('/:appId/moderation/keywords/:keywordId', (c) => moderation(c, ['keywords', c.req.param('keywordId')]));

  routes.on(['GET', 'PATCH'], '/:appId/notifications/settings', async (c) => {
    const appId = c.req.param('appId');
    const app = isSafeId(appId) ? apps.get(appId) : undefined;
    if (!app) return unknownApp();
    if (c.req.method === 'HEAD') return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const headers = new Headers({ apikey: app.apiKey });
    if (c.req.method === 'GET') return forward(c, app, 'notification settings', SETTINGS_PATH, headers);

    // A page on another origin cannot send a custom header without a CORS preflight, which this
    // server never approves: requiring one stops cross-site requests from changing settings.
    if (!c.req.header('x-requested-with') || c.req.header('sec-fetch-site') === 'cross-site') {
      return jsonError(403, 'ERR_FORBIDDEN', 'Changes must come from the dashboard page itself (the X-Requested-With header is missing or the request is cross-site). Reload the dashboard and try again.');
    }
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/json\s*(?:;|$)/i.test(contentType)) {
      return jsonError(415, 'ERR_UNSUPPORTED_MEDIA_TYPE', 'Send the changed settings as JSON with Content-Type: application/json.');
    }
    headers.set('content-type', contentType);
    return forward(c, app, 'notification settings', SETTINGS_PATH, headers, await c.req.arrayBuffer());
  });

  return routes;
}

function unknownApp(): Response {
  return jsonError(404, 'ERR_NOT_FOUND', 'No app with this id is configured on the dashboard server. Pick an app from the list, or add it to the server config.');
}
