import { Hono } from 'hono';
import { checkConnection, type ConnectionHealth } from '../connection-check.ts';
import type { DashboardConfig } from '../config.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';

export interface HealthDeps {
  config: DashboardConfig;
  fetch: typeof fetch;
  /** How long an answer is reused, so many open dashboards do not each call the upstream. */
  cacheMs?: number;
  /** The clock, in milliseconds; tests pass their own. */
  now?: () => number;
}

/** `GET /api/apps/:appId/health` (`?fresh=1` checks again now): the connection check of one app. */
export function healthRoutes({ config, fetch, cacheMs = 10_000, now = Date.now }: HealthDeps): Hono {
  const appOf = appLookup(config);
  const recent = new Map<string, { at: number; pending: Promise<ConnectionHealth> }>();
  const timeoutMs = Math.min(config.upstreamTimeoutMs, 10_000);
  const routes = new Hono();

  routes.get('/:appId/health', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const cached = recent.get(app.appId);
    const fresh = c.req.query('fresh') === '1';
    // A check under way is shared even when a fresh one is asked for: it started just now.
    const reuse = cached && now() - cached.at < (fresh ? 1000 : cacheMs);
    const entry = reuse ? cached : { at: now(), pending: checkConnection(app, { fetch, timeoutMs, now }) };
    recent.set(app.appId, entry);
    c.header('cache-control', 'no-store');
    return c.json({ data: await entry.pending });
  });

  return routes;
}
