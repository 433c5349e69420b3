import { Hono } from 'hono';
import { requireApiKey } from './auth.ts';
import { errorJson } from './errors.ts';

export interface RestRouteOptions {
  /** The management-flavour routes (`/apps/:appId/moderation/...`), which hold the data and faults. */
  moderation: Hono;
  key: string;
  secret: string;
}

const REST_PATH = /^\/([^/]+)\/v3\/moderation(\/.*)$/;

/**
 * The REST flavour of the moderation reads and decisions: the real service serves them on the per-app host
 * `https://{appId}.api-{region}.cometchat.io/v3/moderation/...` with one `apikey` header. Here the
 * app is in the path instead of the host (`/emulator/rest/{appId}/v3/moderation/...`); each
 * request is answered by the management routes, so data, limits and faults are the same.
 */
export function restFlavourRoutes({ moderation, key, secret }: RestRouteOptions): Hono {
  // Called directly rather than mounted, so it needs the emulator's error answer of its own
  // (Hono's default would print the error, such as a delay fault cut short by the caller).
  const inner = new Hono();
  inner.onError((_error, c) => errorJson(c, 500, 'ERR_OPERATION_FAILED', 'The emulator failed to answer this request.'));
  inner.route('/', moderation);
  const app = new Hono();
  app.use('/:appId/v3/moderation/*', requireApiKey(key));
  app.on(['GET', 'PATCH'], '/:appId/v3/moderation/*', async (c) => {
    const url = new URL(c.req.url);
    const match = REST_PATH.exec(url.pathname.slice(url.pathname.indexOf('/rest/') + '/rest'.length));
    if (!match) return c.notFound();
    const target = new URL(`/apps/${match[1]}/moderation${match[2]}${url.search}`, url.origin);
    const body = c.req.method === 'PATCH' ? await c.req.text() : undefined;
    return inner.request(target.pathname + target.search, {
      method: c.req.method,
      headers: { key, secret, accept: c.req.header('accept') ?? 'application/json', 'content-type': c.req.header('content-type') ?? 'application/json' },
      signal: c.req.raw.signal,
      ...(body === undefined ? {} : { body }),
    });
  });
  return app;
}
