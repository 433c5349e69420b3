import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { appLookup, unknownApp } from '../app-lookup.ts';
import { requireRole } from '../auth/access.ts';
import type { SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import type { Database } from '../store/schema.ts';
import { recentEngineFailures } from './webhook-store.ts';

/** How far back the banner looks. */
export const ENGINE_FAILURE_WINDOW_MS = 5 * 60_000;

/**
 * `GET /api/apps/:appId/engine-failures`: the messages the service's moderation engine failed
 * on in the last 5 minutes (its `moderation_engine_failed` webhooks), newest first, for the
 * banner every page of the app shows moderators and admins.
 */
export function engineFailureRoutes({
  config,
  db,
  now = Date.now,
}: {
  config: DashboardConfig;
  db: Kysely<Database> | undefined;
  now?: () => number;
}): Hono<SignedIn> {
  const appOf = appLookup(config);
  const routes = new Hono<SignedIn>();
  const path = '/:appId/engine-failures';
  routes.get(path, requireRole('moderator', "the moderation engine's failures"), async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    if (!app.webhook || !db) return c.json({ data: { windowMinutes: 5, failures: [] } });
    try {
      const failures = await recentEngineFailures(db, app.appId, now() - ENGINE_FAILURE_WINDOW_MS);
      return c.json({ data: { windowMinutes: ENGINE_FAILURE_WINDOW_MS / 60_000, failures } }, 200, {
        'cache-control': 'no-store',
      });
    } catch {
      return jsonError(
        503,
        'ERR_STORE_UNAVAILABLE',
        "The moderation engine's failures are kept in the dashboard's store, which cannot be reached now; retry in a minute.",
      );
    }
  });
  return routes;
}
