import { Hono } from 'hono';
import { mayOpenApp } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import { mediaUrlPrefixesOf } from '../config-schema.ts';
import type { DashboardConfig } from '../config.ts';

/**
 * `GET /api/apps`: ids and names of the apps this user may open; credentials and API URLs never
 * leave the server. `webhooks` (only when on) tells pages to follow the moderation engine's
 * failures. An app with token-based file access also names where its media lives, which every
 * media URL shows anyway, so the page knows which URLs to load through the server.
 */
export function appsRoutes(config: DashboardConfig): Hono<SignedIn> {
  const data = config.apps.map((app) => {
    const mediaUrlPrefixes = mediaUrlPrefixesOf(app);
    return {
      appId: app.appId,
      name: app.name,
      ...(app.webhook ? { webhooks: true } : {}),
      ...(mediaUrlPrefixes.length > 0 ? { mediaUrlPrefixes } : {}),
    };
  });
  const routes = new Hono<SignedIn>();
  routes.get('/', (c) => {
    const user = currentUser(c);
    c.header('cache-control', 'no-store');
    return c.json({ data: data.filter((app) => mayOpenApp(user, app.appId)) });
  });
  return routes;
}
