import { Hono } from 'hono';
import { apiRoutes } from './api.ts';
import type { ArchiveRouteDeps } from './archive/archive-routes.ts';
import { archiveSettingsFor } from './archive/archive-config.ts';
import type { AuditLog } from './audit/audit-log.ts';
import type { SessionService } from './auth/session-service.ts';
import { compression } from './compression.ts';
import { secretsOf, type DashboardConfig } from './config.ts';
import type { DecisionLog } from './decisions/decision-log.ts';
import { loopbackHostGuard } from './host-guard.ts';
import type { Live } from './live/live.ts';
import { httpFetch } from './http-fetch.ts';
import { inProcessFetch } from './in-process-upstream.ts';
import { jsonError, NOT_FOUND_MESSAGE } from './json-error.ts';
import { REQUEST_BODY_TIMEOUT_MS, requestBody } from './request-body.ts';
import { redact, requestLog, stdoutLog, type LogLine } from './request-log.ts';
import { staticRoutes } from './routes/static.ts';
import type { ReplayOptions } from './replay/replay-routes.ts';
import { securityHeaders } from './security-headers.ts';
import type { WriteTurns } from './audited-writes/write-turns.ts';
import type { WebhookEvent } from './webhooks/webhook-event.ts';
import { WEBHOOK_PATH } from './webhooks/webhook-event.ts';
import { webhookRoutes } from './webhooks/webhook-routes.ts';

export interface AppDeps {
  config: DashboardConfig;
  /** The fetch used to reach upstreams (httpFetch when not given); tests pass a fake that records requests. */
  fetch?: typeof fetch;
  /** The embedded emulator, mounted at /emulator. */
  emulator?: Hono;
  /** Where this server reaches itself: with `emulator`, upstream calls to `{selfUrl}/emulator/...` are answered in-process. */
  selfUrl?: string;
  /** The built SPA (dist/); without it only the API is served (dev mode, where Vite serves the SPA). */
  staticDir?: string;
  log?: LogLine;
  /** Loosens the CSP for Vite's dev server (inline preamble, HMR WebSocket). */
  dev?: boolean;
  /** The server listens on loopback only: refuse requests addressed to other host names (DNS rebinding). */
  loopbackOnly?: boolean;
  /** Sessions (sign-in state, throttling), counted and signed out in the store. */
  sessions: SessionService;
  /** Where changes are recorded: the store's audit log (store/store-services.ts). */
  audit: AuditLog;
  /** How long a request body may take to arrive (tests shorten it). */
  requestBodyTimeoutMs?: number;
  /** Who decided what on messages: the store's decision log. */
  decisions: DecisionLog;
  /** The archive's store and per-app settings; without it the archive routes answer 503. */
  archive?: { db: ArchiveRouteDeps['db']; settingsFor?: ArchiveRouteDeps['settingsFor'] };
  /** Whose turn it is to change an app's settings, when several servers share one PostgreSQL. */
  writeTurns?: WriteTurns;
  /** Live events and claims, on the store (server/live/); without them the events route answers 503. */
  live?: Live;
  /** How often an open event stream checks its session (default 10 s; tests shorten it). */
  liveCheckMs?: number;
  /** The replay's time budget, caps and workers (server/replay/; tests shorten the budget). */
  replay?: ReplayOptions;
  /** How long a page's claims outlive its stream (tests shorten it). */
  liveReleaseGraceMs?: number;
  /** What a stored webhook event does (server/webhooks/webhook-effects.ts); without it events are only stored. */
  onWebhookEvent?: (appId: string, event: WebhookEvent) => Promise<void>;
}

/** How upstreams are reached: with the embedded emulator, calls to it are answered in-process. Shared with the archive's pollers. */
export function upstreamFetchFor(deps: Pick<AppDeps, 'fetch' | 'emulator' | 'selfUrl'>): typeof fetch {
  const networkFetch = deps.fetch ?? httpFetch;
  return deps.emulator && deps.selfUrl
    ? inProcessFetch({ selfUrl: deps.selfUrl, mountPath: EMULATOR_PATH, app: deps.emulator, fallback: networkFetch })
    : networkFetch;
}

export const MAX_BODY_BYTES = 1024 * 1024;
export const EMULATOR_PATH = '/emulator';

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const log = deps.log ?? stdoutLog;
  app.use(requestLog(log));
  app.use(...securityHeaders({ dev: deps.dev }));
  if (deps.loopbackOnly) app.use(loopbackHostGuard());
  // The emulator answers a proxy (this one in-process, or another dashboard's over loopback) or
  // curl: compressing there only costs time.
  const compress = compression();
  app.use((c, next) => (c.req.path.startsWith(`${EMULATOR_PATH}/`) ? next() : compress(c, next)));
  // GET and HEAD never carry a body here (@hono/node-server drops it); asking would build a
  // full Request from the lightweight one on every read.
  const readBody = requestBody({
    maxBytes: MAX_BODY_BYTES,
    timeoutMs: deps.requestBodyTimeoutMs ?? REQUEST_BODY_TIMEOUT_MS,
  });
  app.use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : readBody(c, next)));

  const { config } = deps;
  const { sessions, audit, decisions } = deps;
  const archive: ArchiveRouteDeps = {
    config,
    log,
    db: deps.archive?.db,
    settingsFor:
      deps.archive?.settingsFor ??
      ((appId) => archiveSettingsFor(config, config.apps.find((a) => a.appId === appId) ?? {}, false)),
  };

  app.route(
    '/api',
    apiRoutes({
      config,
      fetch: upstreamFetchFor(deps),
      sessions,
      audit,
      decisions,
      archive,
      writeTurns: deps.writeTurns,
      live: deps.live,
      liveCheckMs: deps.liveCheckMs,
      replay: deps.replay,
      liveReleaseGraceMs: deps.liveReleaseGraceMs,
    }),
  );
  app.route(
    WEBHOOK_PATH,
    webhookRoutes({
      config,
      db: deps.archive?.db,
      log,
      ...(deps.onWebhookEvent ? { onStored: deps.onWebhookEvent } : {}),
    }),
  );
  if (deps.emulator) app.route(EMULATOR_PATH, deps.emulator);
  if (deps.staticDir) app.route('/', staticRoutes(deps.staticDir));

  app.notFound(() => jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE));
  // The error may quote a URL or a header value: the answer gets none of it, the log a redacted copy.
  const secrets = secretsOf(config);
  app.onError((error, c) => {
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: 'error',
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        error: redact(error.stack ?? String(error), secrets),
      }),
    );
    return jsonError(
      500,
      'ERR_INTERNAL',
      'The dashboard server failed to handle this request. Retry; if it keeps failing, check the server log.',
    );
  });
  return app;
}
