import { Hono } from 'hono';
import { archiveRoutes, type ArchiveRouteDeps } from './archive/archive-routes.ts';
import type { AuditLog } from './audit/audit-log.ts';
import type { WriteTurns } from './audited-writes/write-turns.ts';
import { authenticate, requireAppAccess } from './auth/access.ts';
import type { SignedIn } from './auth/context.ts';
import type { SessionService } from './auth/session-service.ts';
import type { DashboardConfig } from './config.ts';
import { csrfGuard } from './csrf.ts';
import { inputGuard } from './input-guard.ts';
import type { DecisionLog } from './decisions/decision-log.ts';
import type { Live } from './live/live.ts';
import { liveRoutes } from './live/live-routes.ts';
import { engineFailureRoutes } from './webhooks/engine-failure-routes.ts';
import { appsRoutes } from './routes/apps.ts';
import { auditRoutes } from './routes/audit.ts';
import { decisionHistoryRoutes } from './routes/decision-history.ts';
import { decisionRoutes } from './routes/decisions.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaAccessRoutes } from './routes/media-access.ts';
import { moderationReadRoutes } from './routes/moderation-reads.ts';
import { moderationWriteRoutes } from './routes/moderation-writes.ts';
import { notificationSettingsRoutes } from './routes/notification-settings.ts';
import { sessionRoutes } from './routes/session.ts';
import { noteRoutes } from './notes/note-routes.ts';
import { queueMovementRoutes } from './queue-movement/queue-movement-routes.ts';
import { transparencyRoutes } from './transparency/transparency-routes.ts';
import { replayRoutes, type ReplayOptions } from './replay/replay-routes.ts';
import { upstreamSender } from './upstream-sender.ts';
import { groupRoutes } from './user-actions/group-routes.ts';
import { groupStandingRoutes } from './user-actions/group-standing.ts';
import { messageRoutes } from './user-actions/message-routes.ts';
import { userRoutes } from './user-actions/user-routes.ts';

export interface ApiDeps {
  config: DashboardConfig;
  /** How upstreams are reached (in-process for the embedded emulator). */
  fetch: typeof fetch;
  sessions: SessionService;
  audit: AuditLog;
  decisions: DecisionLog;
  archive: ArchiveRouteDeps;
  /** One audited write to a resource at a time: across every server on a shared PostgreSQL; else this server's own queue. */
  writeTurns?: WriteTurns | undefined;
  /** Live events and claims (on the store); without them the events route answers 503. */
  live?: Live | undefined;
  /** How often an open event stream checks its session (tests shorten it). */
  liveCheckMs?: number | undefined;
  /** The replay's time budget, caps and workers (tests shorten the budget). */
  replay?: ReplayOptions | undefined;
  /** How long a page's claims outlive its stream (tests shorten it). */
  liveReleaseGraceMs?: number | undefined;
}

/**
 * Everything under /api, each area with its own checks, in this order: where the request comes
 * from (CSRF, every /api request), what it carries (input-guard.ts, every /api request), who sends it (a session, for /api/apps), which app it is about
 * (app access, for /api/apps/:appId) and what the role allows there (in each route module).
 */
export function apiRoutes({
  config,
  fetch,
  sessions,
  audit,
  decisions,
  archive,
  writeTurns,
  live,
  liveCheckMs,
  replay,
  liveReleaseGraceMs,
}: ApiDeps): Hono {
  const trustProxy = config.trustProxy ?? false;
  const send = upstreamSender({ config, fetch });

  const apps = new Hono<SignedIn>();
  apps.use(authenticate(sessions, trustProxy));
  apps.use('/:appId/*', requireAppAccess());
  apps.route('/', appsRoutes(config));
  apps.route('/', healthRoutes({ config, fetch }));
  apps.route('/', mediaAccessRoutes({ config, fetch }));
  apps.route('/', auditRoutes(config, audit));
  apps.route('/', decisionHistoryRoutes(config, decisions));
  apps.route('/', decisionRoutes({ config, send, log: decisions, live }));
  apps.route(
    '/',
    liveRoutes({
      config,
      sessions,
      live,
      ...(liveCheckMs ? { checkMs: liveCheckMs } : {}),
      ...(liveReleaseGraceMs === undefined ? {} : { releaseGraceMs: liveReleaseGraceMs }),
    }),
  );
  apps.route('/', moderationReadRoutes({ config, send, live }));
  apps.route('/', moderationWriteRoutes({ config, send, audit, writeTurns }));
  apps.route('/', notificationSettingsRoutes({ config, send, audit, writeTurns }));
  apps.route('/', userRoutes({ config, send, audit, writeTurns, live }));
  apps.route('/', groupRoutes({ config, send, audit, writeTurns, live }));
  apps.route('/', groupStandingRoutes({ config, send }));
  apps.route('/', messageRoutes({ config, send, audit, writeTurns, live }));
  apps.route('/', replayRoutes({ config, send, db: archive.db, ...(replay ? { replay } : {}) }));
  apps.route('/', noteRoutes({ config, db: archive.db, audit, ...(archive.log ? { log: archive.log } : {}) }));
  apps.route(
    '/',
    queueMovementRoutes({ config, db: archive.db, decisions, ...(archive.log ? { log: archive.log } : {}) }),
  );
  apps.route(
    '/',
    transparencyRoutes({ config, db: archive.db, decisions, audit, ...(archive.log ? { log: archive.log } : {}) }),
  );
  apps.route('/', archiveRoutes(archive));
  apps.route('/', engineFailureRoutes({ config, db: archive.db }));

  const api = new Hono();
  api.use(csrfGuard(trustProxy));
  // One check of every path part, query parameter and body field, before any route reads them.
  api.use(inputGuard());
  // Reachable without a session: it is where one is made.
  api.route('/session', sessionRoutes(sessions, trustProxy));
  api.route('/apps', apps);
  return api;
}
