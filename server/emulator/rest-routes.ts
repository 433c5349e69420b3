import { Hono, type Context } from 'hono';
import { requireApiKey } from './auth.ts';
import { errorJson } from './errors.ts';
import { requireKnownApp } from './known-app.ts';
import type { EmulatorStore } from './store.ts';
import { groupRoutes } from './groups/group-routes.ts';
import { messageRoutes } from './messages/message-routes.ts';
import { userRoutes } from './users/user-routes.ts';

export interface RestRouteOptions {
  /** The management-flavour routes (`/apps/:appId/moderation/...`), which hold the data and faults. */
  moderation: Hono;
  /** The REST API key this flavour accepts; the management key and secret are only used inside. */
  apiKey: string;
  key: string;
  secret: string;
  /** The app's users (the documented user operations), which live on the REST host only. */
  store: EmulatorStore;
}

const MODERATION_REST = /\/v3\/moderation(\/.*)$/;

/**
 * The REST flavour of the moderation reads and decisions, in both of the service's host forms, with one
 * `apikey` header:
 * - per-app host `https://{appId}.api-{region}.cometchat.io/v3/moderation/...`: here the app is in
 *   the path instead (`/emulator/rest/{appId}/v3/moderation/...`); an `appid` header, if sent, must match;
 * - regionless host `https://api-{region}.cometchat.io/v3/moderation/...` with an `appid` header:
 *   here `/emulator/rest/v3/moderation/...`.
 * Each request is answered by the management routes, so data, limits and faults are the same.
 */
export function restFlavourRoutes({ moderation, apiKey, key, secret, store }: RestRouteOptions): Hono {
  const hasApp = (appId: string) => store.hasApp(appId);
  // Called directly rather than mounted, so it needs the emulator's error answer of its own
  // (Hono's default would print the error, such as a delay fault cut short by the caller).
  const inner = new Hono();
  inner.onError((_error, c) =>
    errorJson(c, 500, 'ERR_OPERATION_FAILED', 'The emulator failed to answer this request.'),
  );
  inner.route('/', moderation);

  const answer = async (c: Context, appId: string) => {
    const url = new URL(c.req.url);
    const rest = MODERATION_REST.exec(url.pathname)?.[1];
    if (rest === undefined) return c.notFound();
    const body = ['PATCH', 'POST', 'PUT'].includes(c.req.method) ? await c.req.text() : undefined;
    return inner.request(`/apps/${encodeURIComponent(appId)}/moderation${rest}${url.search}`, {
      method: c.req.method,
      headers: {
        key,
        secret,
        accept: c.req.header('accept') ?? 'application/json',
        'content-type': c.req.header('content-type') ?? 'application/json',
      },
      signal: c.req.raw.signal,
      ...(body === undefined ? {} : { body }),
    });
  };

  const app = new Hono();
  app.use('/v3/moderation/*', requireApiKey(apiKey));
  app.on(['GET', 'PATCH', 'POST', 'PUT', 'DELETE'], '/v3/moderation/*', (c) => {
    const appId = c.req.header('appid');
    if (!appId)
      return errorJson(c, 401, 'AUTH_ERR_EMPTY_APPID', 'The appid header is required on the regionless host.');
    if (!hasApp(appId)) return errorJson(c, 401, 'AUTH_ERR_INVALID_APPID', 'The appid header does not name an app.');
    return answer(c, appId);
  });
  // The documented user, group-member and message-delete operations, on both host forms.
  const byHeader = (c: Context) => c.req.header('appid') ?? '';
  const byPath = (c: Context) => c.req.param('appId') ?? '';
  for (const [path, routes] of [
    ['users', userRoutes],
    ['groups', groupRoutes],
    ['messages', messageRoutes],
  ] as const) {
    app.use(`/v3/${path}/*`, requireApiKey(apiKey), async (c, next) => {
      const appId = c.req.header('appid');
      if (!appId)
        return errorJson(c, 401, 'AUTH_ERR_EMPTY_APPID', 'The appid header is required on the regionless host.');
      if (!hasApp(appId)) return errorJson(c, 401, 'AUTH_ERR_INVALID_APPID', 'The appid header does not name an app.');
      await next();
    });
    app.route(`/v3/${path}`, routes(store, byHeader));
    app.use(`/:appId/v3/${path}/*`, requireApiKey(apiKey), requireKnownApp(store));
    app.route(`/:appId/v3/${path}`, routes(store, byPath));
  }
  app.use('/:appId/v3/moderation/*', requireApiKey(apiKey));
  app.on(['GET', 'PATCH', 'POST', 'PUT', 'DELETE'], '/:appId/v3/moderation/*', (c) => {
    const appId = c.req.param('appId');
    const named = c.req.header('appid');
    if (named !== undefined && named !== appId)
      return errorJson(c, 401, 'AUTH_ERR_INVALID_APPID', 'The appid header does not match the host.');
    return answer(c, appId);
  });
  return app;
}
