import { Hono } from 'hono';
import type { DashboardConfig } from '../config.ts';

/** `GET /api/apps`: ids and names only; URLs and credentials never leave the server. */
export function appsRoutes(config: DashboardConfig): Hono {
  const data = config.apps.map(({ appId, name }) => ({ appId, name }));
  const routes = new Hono();
  routes.get('/', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ data });
  });
  return routes;
}
