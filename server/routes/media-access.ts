import { Hono } from 'hono';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { presignedMedia } from '../media/presigned-media.ts';

/**
 * `GET /api/apps/:appId/media?url=<media URL>`: on an app with token-based file access, a redirect
 * to the media's pre-signed URL, so an `<img>`, `<video>` or link loads it without the browser
 * ever holding the app's apiKey.
 */
export function mediaAccessRoutes({
  config,
  fetch,
  now,
}: {
  config: DashboardConfig;
  fetch: typeof globalThis.fetch;
  now?: () => number;
}): Hono<SignedIn> {
  const appOf = appLookup(config);
  const presign = presignedMedia({ fetch, timeoutMs: config.upstreamTimeoutMs, ...(now ? { now } : {}) });
  const routes = new Hono<SignedIn>();
  routes.get('/:appId/media', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const url = c.req.query('url');
    if (url === undefined) return jsonError(400, 'ERR_BAD_REQUEST', 'Say which media to open: ?url=<media URL>.');
    const result = await presign(app, url);
    if (!result.ok) return jsonError(result.status, result.code, result.message);
    // The pre-signed URL expires: the browser asks again rather than keep a stale redirect.
    return new Response(null, {
      status: 302,
      headers: { location: result.url, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    });
  });
  return routes;
}
