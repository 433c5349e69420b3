import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { unknownApp } from '../app-lookup.ts';
import { describeIssues, strictParams, unixSeconds } from '../archive/archive-query-params.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { DashboardConfig } from '../config.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { jsonError, storeUnavailable } from '../json-error.ts';
import type { LogLine } from '../request-log.ts';
import { isSafeId } from '../safe-id.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import { transparencyReport } from './transparency-query.ts';

/** The longest period one report covers: a year and a month, for a yearly report with its edges. */
export const MAX_TRANSPARENCY_DAYS = 400;

const paramsSchema = strictParams({ from: unixSeconds, to: unixSeconds })
  .refine((params) => params.from < params.to, { path: ['to'], message: 'must be after from' })
  .refine((params) => params.to - params.from <= MAX_TRANSPARENCY_DAYS * 86_400, {
    path: ['to'],
    message: `is too far after from: a report covers at most ${MAX_TRANSPARENCY_DAYS} days; ask for a shorter period`,
  });

export interface TransparencyDeps {
  config: DashboardConfig;
  /** Undefined without a store: the route answers 503. */
  db: Kysely<Database> | undefined;
  decisions: DecisionLog;
  audit: AuditLog;
  log?: LogLine;
}

/**
 * `GET /api/apps/:appId/archive/transparency?from=&to=`: the trends page's transparency report
 * (transparency-query.ts). Every role may read it, as every role may read the decision log.
 */
export function transparencyRoutes({ config, db, decisions, audit, log }: TransparencyDeps): Hono {
  const apps = new Set(config.apps.map((app) => app.appId));
  const routes = new Hono();
  routes.get('/:appId/archive/transparency', async (c) => {
    const appId = c.req.param('appId');
    if (!isSafeId(appId) || !apps.has(appId)) return unknownApp();
    const parsed = paramsSchema.safeParse(c.req.query());
    if (!parsed.success)
      return jsonError(
        400,
        'ERR_BAD_REQUEST',
        `The transparency report's query is invalid: ${describeIssues(parsed.error)}.`,
      );
    if (!db)
      return storeUnavailable(
        'This dashboard server runs without a store, so it keeps no archive and no decision log to count from.',
      );
    try {
      const data = await transparencyReport(db, decisions, audit, appId, parsed.data);
      return c.json({ data }, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      const code = describeCode(errorCode(error));
      log?.(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'transparency-failed', code }));
      return storeUnavailable(`The store cannot be reached (${code}); the report comes back once it is.`);
    }
  });
  return routes;
}
