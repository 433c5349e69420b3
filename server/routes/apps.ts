import { Hono } from 'hono';
import { mayOpenApp } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';

/** `GET /api/apps`: ids and names of the apps (and whether their webhooks are on) this user may open; URLs and credentials never leave the server. */
export function appsRoutes(config: DashboardConfig): Hono<SignedIn> {
  // `webhooks` (only when on) tells pages to follow the moderation engine's failures.
  const data = config.apps.map(({ appId, name, webhook }) => ({ appId, name, ...(webhook ? { webhooks: true } : {}) }));
  const routes = new Hono<SignedIn>();
  routes.get('/', (c) => {
    const user = currentUser(c);
    c.header('cache-control', 'no-store');
    return c.json({ data: data.filter((app) => mayOpenApp(user, app.appId)) });
  });
  return routes;
}
