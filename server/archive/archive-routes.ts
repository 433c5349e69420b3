import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { unknownApp } from '../app-lookup.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError } from '../json-error.ts';
import type { LogLine } from '../request-log.ts';
import { isSafeId } from '../safe-id.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import type { ArchiveSettings } from './archive-config.ts';
import { archiveStatus, archiveTrends, listArchived } from './archive-queries.ts';
import { archivedRevision, archivedRevisions } from './archived-revision.ts';
import { CANCELLED_BEFORE_ITS_TURN, SearchTurns } from './search-turns.ts';
import type { SignedIn } from '../auth/context.ts';
import type { SessionUser } from '../auth/session-service.ts';
import { webhookStatus } from '../webhooks/webhook-store.ts';
import { describeIssues, listParamsSchema, statusParamsSchema, trendParamsSchema } from './archive-query-params.ts';
import { addApprovedLaterRoute } from './approved-later-route.ts';
import { addRevisionPerformanceRoute } from './revision-performance-route.ts';
import { addListAsOfRoute } from './list-as-of-route.ts';

export interface ArchiveRouteDeps {
  config: DashboardConfig;
  /** Undefined when this server runs without a store: every archive route then says so. */
  db: Kysely<Database> | undefined;
  settingsFor(appId: string): ArchiveSettings;
  log?: LogLine;
}

/** 503 in the API's one error shape; the code is the archive's own, so it is not in jsonError's list. */
function unavailable(message: string): Response {
  return Response.json(
    { error: { code: 'ERR_STORE_UNAVAILABLE', message } },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '30' } },
  );
}

/**
 * `/api/apps/:appId/archive/...`: the dashboard's own archive (status, records, trends). Mounted
 * under /api like the proxy, so sign-in, app access and CSRF checks apply the same way. Only
 * these routes need the store: when it is lost they answer 503 and the live pages go on working.
 */
export function archiveRoutes({ config, db, settingsFor, log }: ArchiveRouteDeps): Hono {
  const apps = new Set(config.apps.map((app) => app.appId));
  const routes = new Hono();

  async function withStore<T>(
    c: Context,
    parse: (query: Record<string, string>) => z.ZodSafeParseResult<T>,
    run: (db: Kysely<Database>, appId: string, params: T) => Promise<unknown>,
  ) {
    const appId = c.req.param('appId');
    if (!isSafeId(appId) || !apps.has(appId)) return unknownApp();
    const parsed = parse(c.req.query());
    if (!parsed.success)
      return jsonError(400, 'ERR_BAD_REQUEST', `The archive query is invalid: ${describeIssues(parsed.error)}.`);
    if (!db) return unavailable('This dashboard server runs without a store, so it keeps no archive.');
    try {
      const answer = await run(db, appId, parsed.data);
      // Nobody is waiting for it: the client closed the request (499, as proxies log it).
      if (answer === CANCELLED_BEFORE_ITS_TURN) return new Response(null, { status: 499 });
      return c.json(answer, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      const code = describeCode(errorCode(error));
      log?.(
        JSON.stringify({
          time: new Date().toISOString(),
          level: 'error',
          event: 'archive-store-failed',
          path: c.req.path,
          code,
        }),
      );
      return unavailable(
        `The archive's store cannot be reached (${code}). The live pages still work; the archive answers again once the store is back.`,
      );
    }
  }

  routes.get('/:appId/archive/status', (c) =>
    withStore(
      c,
      (query) => statusParamsSchema.safeParse(query),
      async (store, appId) => {
        const status = await archiveStatus(store, appId);
        const on = config.apps.some((app) => app.appId === appId && app.webhook !== undefined);
        const webhooks = { on, ...(await webhookStatus(store, appId)) };
        return { data: { enabled: settingsFor(appId).enabled, ...status, webhooks } };
      },
    ),
  );

  // Searched as it is typed: one search at a time per user and app, skipping the cancelled (search-turns.ts).
  const searches = new SearchTurns();
  routes.get('/:appId/archive/blocked-messages', (c) =>
    withStore(
      c,
      (query) => listParamsSchema.safeParse(query),
      async (store, appId, params) => {
        const read = async () => {
          const page = await listArchived(store, appId, params);
          return { data: page.records, meta: { next: page.next } };
        };
        if (!params.q) return read();
        // Set by authenticate on every request it lets through (the local admin without users);
        // only the searches' turns are keyed by it, never access.
        const user = (c as unknown as Context<SignedIn>).get('user') as SessionUser | undefined;
        return searches.run(`${appId}\n${user?.username ?? ''}`, c.req.raw.signal, read);
      },
    ),
  );

  routes.get('/:appId/archive/trends', (c) =>
    withStore(
      c,
      (query) => trendParamsSchema.safeParse(query),
      async (store, appId, params) => ({
        data: await archiveTrends(store, appId, params),
      }),
    ),
  );

  routes.get('/:appId/archive/revisions/:ruleId', (c) =>
    withStore(
      c,
      (query) => statusParamsSchema.safeParse(query),
      (store, appId) => archivedRevisions(store, appId, c.req.param('ruleId')),
    ),
  );

  routes.get('/:appId/archive/revisions/:ruleId/:revisionId', (c) =>
    withStore(
      c,
      (query) => statusParamsSchema.safeParse(query),
      // What PostgreSQL could not compare was refused before (input-guard.ts).
      (store, appId) => archivedRevision(store, appId, c.req.param('ruleId'), c.req.param('revisionId')),
    ),
  );
  addRevisionPerformanceRoute(routes, withStore);
  addApprovedLaterRoute(routes, withStore);
  addListAsOfRoute(routes, withStore);
  return routes;
}
