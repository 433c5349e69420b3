import { Hono } from 'hono';
import { unknownApp } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { AuditUnavailableError } from '../audit/audit-store.ts';
import { requireAdmin } from '../auth/access.ts';
import type { SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import { isSafeId } from '../safe-id.ts';

const MAX_LIMIT = 200;

/** `GET /api/apps/:appId/audit?limit=20`: the newest settings changes of one app, newest first (admins only). */
export function auditRoutes(config: DashboardConfig, audit: AuditLog): Hono<SignedIn> {
  const appIds = new Set(config.apps.map((app) => app.appId));
  const routes = new Hono<SignedIn>();
  routes.use('/:appId/audit', requireAdmin('the audit log'));
  routes.get('/:appId/audit', async (c) => {
    const appId = c.req.param('appId');
    if (!isSafeId(appId) || !appIds.has(appId)) return unknownApp();
    const raw = c.req.query('limit') ?? '20';
    if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_LIMIT) {
      return jsonError(400, 'ERR_BAD_REQUEST', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
    }
    let data;
    try {
      data = await audit.latest(appId, Number(raw));
    } catch (error) {
      if (!(error instanceof AuditUnavailableError)) throw error;
      return jsonError(503, 'ERR_AUDIT_UNAVAILABLE', `The audit log cannot be read (${error.code}); check auditLogFile permissions on the dashboard server.`);
    }
    c.header('cache-control', 'private, no-store');
    return c.json({ data, meta: { persisted: audit.persisted } });
  });
  return routes;
}
