import { Hono } from 'hono';
import { unknownApp } from '../app-lookup.ts';
import type { DashboardConfig } from '../config.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { jsonError } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';

const MAX_LIMIT = 500;
const MAX_IDS = 200;

/**
 * `GET /api/apps/:appId/decisions?messageId=1,2&limit=50`: who decided what, newest first, from
 * the dashboard's own record (the service only ever sees the app's key). Every role may read it.
 */
export function decisionHistoryRoutes(config: DashboardConfig, log: DecisionLog): Hono {
  const appIds = new Set(config.apps.map((app) => app.appId));
  const routes = new Hono();
  routes.get('/:appId/decisions', async (c) => {
    const appId = c.req.param('appId');
    if (!isSafeId(appId) || !appIds.has(appId)) return unknownApp();
    const rawLimit = c.req.query('limit') ?? '100';
    if (!/^\d{1,4}$/.test(rawLimit) || Number(rawLimit) < 1 || Number(rawLimit) > MAX_LIMIT) {
      return jsonError(400, 'ERR_BAD_REQUEST', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    }
    const rawIds = c.req.query('messageId');
    const messageIds = rawIds === undefined ? undefined : rawIds.split(',').filter((id) => id !== '');
    if (messageIds && (messageIds.length > MAX_IDS || !messageIds.every(isSafeId))) {
      return jsonError(400, 'ERR_BAD_REQUEST', `messageId must be up to ${MAX_IDS} message ids separated by commas.`);
    }
    let data;
    try {
      data = await log.latest(appId, { limit: Number(rawLimit), ...(messageIds ? { messageIds } : {}) });
    } catch {
      return jsonError(
        503,
        'ERR_AUDIT_UNAVAILABLE',
        `The decision log cannot be read just now. To fix it, ${log.nextStep}`,
      );
    }
    c.header('cache-control', 'no-store');
    return c.json({ data, meta: { persisted: log.persisted } });
  });
  return routes;
}
