import { bodyLimit } from 'hono/body-limit';
import { Hono } from 'hono';
import { compression } from './compression.ts';
import type { DashboardConfig } from './config.ts';
import { loopbackHostGuard } from './host-guard.ts';
import { jsonError, NOT_FOUND_MESSAGE } from './json-error.ts';
import { redact, requestLog, stdoutLog, type LogLine } from './request-log.ts';
import { appsRoutes } from './routes/apps.ts';
import { proxyRoutes } from './routes/proxy.ts';
import { staticRoutes } from './routes/static.ts';
import { securityHeaders } from './security-headers.ts';

export interface AppDeps {
  config: DashboardConfig;
  /** The fetch used to reach upstreams; tests pass a fake that records requests. */
  fetch?: typeof fetch;
  /** The embedded emulator, mounted at /emulator. */
  emulator?: Hono;
  /** The built SPA (dist/); without it only the API is served (dev mode, where Vite serves the SPA). */
  staticDir?: string;
  log?: LogLine;
  /** Loosens the CSP for Vite's dev server (inline preamble, HMR WebSocket). */
  dev?: boolean;
  /** The server listens on loopback only: refuse requests addressed to other host names (DNS rebinding). */
  loopbackOnly?: boolean;
}

export const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: AppDeps): Hono {
  const app = new Hono();
  const log = deps.log ?? stdoutLog;
  app.use(requestLog(log));
  app.use(securityHeaders({ dev: deps.dev }));
  if (deps.loopbackOnly) app.use(loopbackHostGuard());
  app.use(compression());
  // Checks Content-Length up front and counts while reading, so a chunked body cannot slip past.
  app.use(bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => jsonError(413, 'ERR_PAYLOAD_TOO_LARGE', 'The request body is larger than 1 MB. Send only the changed settings.'),
  }));

  app.route('/api/apps', appsRoutes(deps.config));
  app.route('/api/apps', proxyRoutes({ config: deps.config, fetch: deps.fetch ?? fetch }));
  if (deps.emulator) app.route('/emulator', deps.emulator);
  if (deps.staticDir) app.route('/', staticRoutes(deps.staticDir));

  app.notFound(() => jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE));
  // The error may quote a URL or a header value: the answer gets none of it, the log a redacted copy.
  const secrets = deps.config.apps.flatMap((a) => [a.key, a.secret, a.apiKey]);
  app.onError((error, c) => {
    log(JSON.stringify({ time: new Date().toISOString(), level: 'error', method: c.req.method, path: new URL(c.req.url).pathname, error: redact(error.stack ?? String(error), secrets) }));
    return jsonError(500, 'ERR_INTERNAL', 'The dashboard server failed to handle this request. Retry; if it keeps failing, check the server log.');
  });
  return app;
}
