import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { startArchive, type RunningArchive } from './archive/start-archive.ts';
import { createApp, upstreamFetchFor } from './app.ts';
import { AuditLog } from './audit/audit-log.ts';
import { JsonLinesFile } from './audit/json-lines-file.ts';
import { SessionService } from './auth/session-service.ts';
import { errorCode } from './error-code.ts';
import { ConfigError, loadConfigFile, secretsOf, type DashboardConfig } from './config.ts';
import { checkConnection, describeHealth, flavourNote } from './connection-check.ts';
import { embeddedConfig, embeddedWebhooksOn } from './embedded-config.ts';
import { webhookCredentials } from './emulator/options.ts';
import { WEBHOOK_PATH } from './webhooks/webhook-event.ts';
import { httpFetch } from './http-fetch.ts';
import { createEmulator, emulatorOptionsFromEnv, type EmulatorOptions } from './emulator/index.ts';
import { isLoopbackHost } from './host-guard.ts';
import { listenAddressFromEnv } from './listen-address.ts';
import { announceArrivals, startLive } from './live/live.ts';
import { stdoutLog, type LogLine } from './request-log.ts';
import { displayUrl, selfUrl } from './self-url.ts';
import type * as DevServer from './dev-server.ts';
import type { ViteDevServer } from 'vite';
import { requestGate, type RequestGate } from './requests-before-ready.ts';
import { startUpkeep } from './store/embedded-upkeep.ts';
import { openStore, type Store } from './store/open-store.ts';
import { webhookEffects } from './webhooks/webhook-effects.ts';
import { pruneWebhookEvents } from './webhooks/webhook-store.ts';
import { storeBackedServices, type StoreBackedServices } from './store/store-services.ts';

export interface StartOptions {
  env: NodeJS.ProcessEnv;
  /** The project root (index.html, vite.config.ts, src/). */
  root: string;
  /** Vite dev server with HMR instead of the built SPA. */
  dev?: boolean;
  /** Build the SPA first when dist/ is missing or stale (npm start); tests turn it off. */
  build?: boolean;
  /** Human-readable start-up messages. */
  print?: (line: string) => void;
  log?: LogLine;
  /**
   * A store the caller opened and closes (tests pass an in-memory one); without it the store named
   * by DATABASE_URL or DASHBOARD_DATA_DIR is opened, and closed with the server.
   */
  store?: Store;
  /** Run the archive's pollers (on unless false: the load test keeps them from what it measures). */
  archive?: boolean;
}

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

export interface RunningDashboard {
  url: string;
  /** "embedded emulator" or "config file <path>". */
  source: string;
  /** Who may use it, in words for the start-up message. */
  access: string;
  /** Where the dashboard's own data is kept, in words. */
  store: string;
  server: Server;
  /** Checks every app's connection once; one line per app, without URLs or secrets. */
  checkConnections(): Promise<string[]>;
  /** The archive's next polls now, not at their time (a test need not wait out the interval). */
  pollArchiveNow(): Promise<void>;
  close(): Promise<void>;
}

function emulatorOptions(env: NodeJS.ProcessEnv): EmulatorOptions {
  try {
    return emulatorOptionsFromEnv(env, '');
  } catch (error) {
    // The emulator names the variable and never repeats its value.
    throw new ConfigError([error instanceof Error ? error.message : 'an EMULATOR_* variable is invalid']);
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === 'EADDRINUSE'
          ? `port ${port} on ${host} is already in use; set PORT to a free port`
          : error.code === 'EACCES'
            ? `no permission to listen on port ${port}; set PORT to a port above 1023`
            : error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND'
              ? `HOST ${host} is not an address of this machine`
              : undefined;
      reject(problem ? new ConfigError([problem], 'The dashboard server could not start') : error);
    });
    server.listen(port, host, () => {
      server.removeAllListeners('error');
      resolveListen((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Everything `npm start` and `npm run dev` do: check the configuration (before binding a port,
 * so a bad file fails fast), build the SPA if stale, listen, then serve. Embedded mode needs
 * the actual port for the emulator's URLs, hence the app is made after listening.
 */
export async function startDashboard(options: StartOptions): Promise<RunningDashboard> {
  const { env, root } = options;
  const { host, port } = listenAddressFromEnv(env);
  const configPath = env.DASHBOARD_CONFIG ? resolve(env.DASHBOARD_CONFIG) : undefined;
  const fileConfig = configPath ? loadConfigFile(configPath, env) : undefined;
  refuseOpenAccess(fileConfig, host);
  await refuseUnwritableAuditLog(fileConfig?.auditLogFile);
  await refuseUnwritableDecisionLog(fileConfig?.decisionLogFile);
  const emulatorEnv = fileConfig ? undefined : emulatorOptions(env);
  // Before the port is bound: an unreachable or newer database stops the start with words.
  const store = options.store ?? (await openStore(env, root, options.log ?? stdoutLog));
  const closeStore = options.store ? () => Promise.resolve() : () => store.close();
  try {
    // The logs, sign-in counts and sign-outs live in the store (auditLogFile and decisionLogFile are copies).
    const onStore = await storeBackedServices(store, fileConfig ?? {});
    return await serve(options, { host, port, configPath, fileConfig, emulatorEnv, store, closeStore, onStore });
  } catch (error) {
    await closeStore();
    throw error;
  }
}

interface Checked {
  host: string;
  port: number;
  configPath: string | undefined;
  fileConfig: DashboardConfig | undefined;
  emulatorEnv: EmulatorOptions | undefined;
  store: Store;
  closeStore: () => Promise<void>;
  onStore: StoreBackedServices;
}

async function serve(options: StartOptions, checked: Checked): Promise<RunningDashboard> {
  const { host, port } = checked;
  const { env, root, dev = false, print = () => undefined } = options;
  const distDir = resolve(root, env.DASHBOARD_DIST_DIR || 'dist');
  // Vite is loaded only when it is needed: a start with a fresh build does not pay for it.
  if (!dev && options.build !== false) await (await import('./spa-build.ts')).ensureSpaBuilt(root, distDir, print);

  // An idle keep-alive connection is kept longer than Node's 5 s: a client that sends on it just
  // as the server closes it gets a reset (a request sent after a 5-second undo window would).
  // Clients that share no timeout with the server meet this race far less often.
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 });
  const gate = requestGate();
  server.on('request', gate.listener);
  const devServer = dev ? await import('./dev-server.ts') : undefined;
  const vite = devServer ? await devServer.createViteDevServer(root, server) : undefined;
  const actualPort = await listen(server, port, host);
  try {
    return await wire(options, { server, gate, actualPort, distDir, vite, devServer }, checked);
  } catch (error) {
    // Requests that came while starting are answered, not left waiting on a server that will not serve.
    gate.refuse();
    await vite?.close();
    server.close();
    throw error;
  }
}

interface Listening {
  server: Server;
  gate: RequestGate;
  actualPort: number;
  distDir: string;
  vite: ViteDevServer | undefined;
  devServer: typeof DevServer | undefined;
}

/** The app on a bound port: the emulator, the live events, the archive's pollers, then the request listener. */
async function wire(
  options: StartOptions,
  { server, gate, actualPort, distDir, vite, devServer }: Listening,
  { host, configPath, fileConfig, emulatorEnv, store, closeStore, onStore }: Checked,
): Promise<RunningDashboard> {
  const { env, dev = false } = options;
  const self = selfUrl(host, actualPort);
  const config = fileConfig ?? embeddedConfig(self, env);
  // The emulator's apps deliver their webhooks to this dashboard, as the service would to its public URL.
  const emulatorWebhooks =
    emulatorEnv?.webhooks ??
    (embeddedWebhooksOn(env) ? { baseUrl: `${self}${WEBHOOK_PATH}`, ...webhookCredentials(env) } : undefined);
  const emulator =
    emulatorEnv &&
    createEmulator({ ...emulatorEnv, mediaBaseUrl: `${self}/emulator/media`, webhooks: emulatorWebhooks });
  // On by default for the emulator's apps, except with EMULATOR_FAULTS: queued faults are meant
  // for the requests a test makes, and the archive's polls would take them.
  const live = await startLive(store);
  // A PostgreSQL server vacuums and checkpoints on its own; the embedded one needs telling.
  const upkeep = store.shared ? undefined : startUpkeep(store.db, options.log ?? stdoutLog);
  // Webhook events are kept a day (retries come within a minute); any server may drop the older.
  const webhookPrune = setInterval(
    () => void pruneWebhookEvents(store.db, Date.now()).catch(() => undefined),
    3600_000,
  ).unref();
  const archive: RunningArchive | undefined =
    options.archive === false
      ? undefined
      : startArchive({
          config,
          db: store.db,
          fetch: upstreamFetchFor({ emulator, selfUrl: self }),
          enabledByDefault: !fileConfig && !emulatorEnv?.faults,
          log: options.log ?? stdoutLog,
          ...(live ? { onArrivals: announceArrivals(live), onFlaggedArrivals: announceArrivals(live, 'flagged') } : {}),
        });
  const app = createApp({
    config,
    decisions: onStore.decisions,
    emulator,
    archive: { db: store.db, ...(archive ? { settingsFor: archive.settingsFor } : {}) },
    selfUrl: self,
    staticDir: dev ? undefined : distDir,
    dev,
    loopbackOnly: isLoopbackHost(host),
    sessions: new SessionService(config, Date.now, onStore.sessionStores),
    audit: new AuditLog(onStore.auditStore, { secrets: secretsOf(config), log: options.log ?? stdoutLog }),
    ...(onStore.writeTurns ? { writeTurns: onStore.writeTurns } : {}),
    live,
    log: options.log,
    onWebhookEvent: webhookEffects({
      db: store.db,
      live,
      archived: (appId) => archive?.settingsFor(appId).enabled ?? false,
    }),
  });
  gate.open(devServer && vite ? devServer.devRequestListener(app, vite) : getRequestListener(app.fetch));

  return {
    url: `${displayUrl(host, actualPort)}/`,
    source: configPath ? `config file ${configPath}` : 'embedded emulator',
    access: accessWords(config),
    store: store.description,
    server,
    async checkConnections() {
      const timeoutMs = Math.min(config.upstreamTimeoutMs, 10_000);
      const results = await Promise.all(
        config.apps.map(async (app) =>
          describeHealth(app.appId, await checkConnection(app, { fetch: httpFetch, timeoutMs })),
        ),
      );
      return [...results, ...config.apps.flatMap((app) => flavourNote(app) ?? [])];
    },
    pollArchiveNow: async () => archive?.pollNow(),
    async close() {
      await vite?.close();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
        // Streams still open after a grace period (a long list download) are cut.
        setTimeout(() => server.closeAllConnections(), 3000).unref();
      });
      await archive?.stop();
      clearInterval(webhookPrune);
      await upkeep?.stop();
      await live.stop();
      await closeStore();
    },
  };
}

/** The decision log must be writable before anyone can decide: a start that cannot write it (or its copy) stops. */
async function refuseUnwritableDecisionLog(file: string | undefined): Promise<void> {
  if (!file) return;
  try {
    await new JsonLinesFile(file).check();
  } catch (error) {
    const code = errorCode(error);
    throw new ConfigError(
      [
        `decisionLogFile: cannot be written${code ? ` (${code})` : ''}; check that its folder exists and the server may write there`,
      ],
      'The dashboard server will not start',
    );
  }
}

/**
 * Without users there is no sign-in, so the server must not be reachable by anyone but the person
 * at this machine: it refuses any address other than loopback, before binding a port.
 */
export function refuseOpenAccess(config: DashboardConfig | undefined, host: string): void {
  if ((config?.users?.length ?? 0) > 0 || isLoopbackHost(host)) return;
  throw new ConfigError(
    [
      `HOST ${host} is not a loopback address, and no users are configured. Without users there is no sign-in, so anyone who can reach this address could read every blocked message and change notification settings.`,
      'Either listen on 127.0.0.1 (unset HOST), or add users to the connections file (see "npm run hash-password") with a sessionSecret.',
    ],
    'The dashboard server will not start',
  );
}

/** Settings changes are refused while the audit log cannot be written: better to say so at start than at the first save. */
export async function refuseUnwritableAuditLog(file: string | undefined): Promise<void> {
  if (!file) return;
  try {
    await new JsonLinesFile(file).check();
  } catch (error) {
    const code = errorCode(error) ?? 'unknown error';
    throw new ConfigError(
      [
        `auditLogFile: the audit log cannot be written (${code}). Check the permissions of the file and its folder, and the free disk space: while it cannot be written, every settings change is refused.`,
      ],
      'The dashboard server will not start',
    );
  }
}

function accessWords(config: DashboardConfig): string {
  const users = config.users?.length ?? 0;
  if (users === 0) return 'no sign-in (no users configured; loopback only)';
  const copy = config.auditLogFile ? `, copied to ${config.auditLogFile}` : '';
  return `sign-in required (${users} user${users === 1 ? '' : 's'}), audit log in the store${copy}`;
}
