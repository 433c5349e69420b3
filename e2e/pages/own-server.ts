import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { test as base } from '../fixtures.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { createEmulator } from '../../server/emulator/index.ts';
import { startDashboard, type RunningDashboard } from '../../server/start.ts';
import type { Store } from '../../server/store/open-store.ts';
import { memoryStore } from '../../server/store/test-store.ts';
import { recordingWrites, type RecordedWrite } from './recorded-writes.ts';

/**
 * A dashboard server of its own, with an emulator of its own, per worker: what it changes, and
 * the faults queued in it, cannot reach the shared e2e server that other specs use at the same time.
 * Started as `npm start` starts it (`startDashboard`), from a connections file.
 */
export interface OwnServer {
  url: string;
  emulatorUrl: string;
  /** The emulator's fault route (always enabled here). */
  faultsUrl: string;
  /** The emulator's test-only route that blocks a new message now (enabled with the faults). */
  arrivalsUrl: string;
  configPath: string;
  auditLogFile: string;
  /** With `databaseUrl` and `twoServers`: a second dashboard on the same store and emulator. */
  secondUrl?: string;
  /** Stops the first dashboard; `start` starts it again on the same address and store. */
  stopFirst(): Promise<{ start: () => Promise<void> }>;
  /**
   * The archive's next polls and flagged looks now, on every server here (one holds each lease):
   * a spec about what a poll finds need not wait out the interval. Resolves once they have ended.
   */
  pollNow(): Promise<void>;
}

export const USERS = {
  admin: { username: 'ada', password: 'ada-e2e-password', role: 'admin' },
  viewer: { username: 'vic', password: 'vic-e2e-password', role: 'viewer' },
  limited: { username: 'lim', password: 'lim-e2e-password', role: 'viewer', appIds: ['staging-app'] },
  moderator: { username: 'mo', password: 'mo-e2e-password', role: 'moderator' },
  /** A second moderator, for the team working one queue live. */
  colleague: { username: 'dana', password: 'dana-e2e-password', role: 'moderator' },
} as const;

// Cheap hashes: these users exist only for the tests.
const FAST = { N: 1024, r: 8, p: 1 };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** What a spec may change about its own server: the archive's settings, the emulator's size, a layer in front of the emulator. */
export interface OwnServerOptions {
  archive?: Record<string, unknown>;
  blockedMessages?: number;
  /** The emulator's lists whose docs give no `limit` ignore it (EMULATOR_IGNORE_LIMIT). */
  ignoreLimit?: boolean;
  /** Wraps the emulator's answers (the service as a spec needs it to behave over time). */
  wrapEmulator?: (
    fetch: (request: Request) => Response | Promise<Response>,
  ) => (request: Request) => Response | Promise<Response>;
  /** A PostgreSQL server for the store instead of memory (several servers may share it). */
  databaseUrl?: string;
  /** Start a second dashboard on the same config, emulator and store (needs `databaseUrl`). */
  twoServers?: boolean;
  /** The apps take the emulator's webhooks (Basic Auth in the connections file), as a public dashboard takes the service's. */
  webhooks?: boolean;
  /**
   * How long the proxy waits for the emulator; the product's default unless a spec times a slow
   * service. The emulator answers on the same event loop as the server under test, so on a loaded
   * machine a short limit cut whole answers (a 10,000-record list, a poll) that were only late.
   */
  upstreamTimeoutMs?: number;
}

const WEBHOOK_AUTH = { username: 'e2e-hook', password: 'e2e-hook-password' };

export async function startOwnServer(
  withUsers: boolean,
  options: OwnServerOptions = {},
): Promise<OwnServer & { close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-e2e-'));
  const emulatorServer = createServer();
  const emulatorUrl = await listen(emulatorServer);
  // The dashboard's address is known only once it listens: the emulator reads it at each delivery.
  let dashboardUrl = '';
  const emulator = createEmulator({
    faults: true,
    ...(options.webhooks
      ? {
          webhooks: {
            get baseUrl() {
              return `${dashboardUrl}/webhooks/cometchat`;
            },
            ...WEBHOOK_AUTH,
          },
        }
      : {}),
    mediaBaseUrl: `${emulatorUrl}/media`,
    ...(options.blockedMessages === undefined ? {} : { blockedMessages: options.blockedMessages }),
    ignoreUndocumentedLimit: options.ignoreLimit ?? false,
  });
  const emulatorFetch = (request: Request) => emulator.fetch(request);
  emulatorServer.on(
    'request',
    getRequestListener(options.wrapEmulator ? options.wrapEmulator(emulatorFetch) : emulatorFetch),
  );

  const auditLogFile = join(dir, 'audit.jsonl');
  const configPath = join(dir, 'connections.json');
  const users = await Promise.all(
    Object.values(USERS).map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password, FAST),
    })),
  );
  writeFileSync(
    configPath,
    JSON.stringify(
      {
        ...(options.upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs: options.upstreamTimeoutMs }),
        // No archive poller unless a spec asks: its reads would take faults queued for the page under test.
        archive: options.archive ?? { enabled: false },
        apps: [
          // The management flavour (deprecated by the service, still supported), as in the reference.
          {
            appId: 'demo-app',
            name: 'Demo app',
            moderationApi: 'management',
            moderationBaseUrl: `${emulatorUrl}/moderation`,
            notificationsBaseUrl: `${emulatorUrl}/notifications/demo-app`,
            key: 'demo-key',
            secret: 'demo-secret',
            apiKey: 'demo-apikey',
            ...(options.webhooks ? { webhook: WEBHOOK_AUTH } : {}),
          },
          // The REST flavour: one apikey (not the management key), `/v3/moderation/...` on the app's own host.
          {
            appId: 'staging-app',
            name: 'Staging app',
            moderationApi: 'rest',
            moderationBaseUrl: `${emulatorUrl}/rest/staging-app/v3`,
            notificationsBaseUrl: `${emulatorUrl}/notifications/staging-app`,
            apiKey: 'demo-apikey',
            ...(options.webhooks ? { webhook: WEBHOOK_AUTH } : {}),
          },
        ],
        ...(withUsers ? { users, sessionSecret: '${E2E_SESSION_SECRET}', auditLogFile } : {}),
      },
      null,
      2,
    ),
  );

  // Each worker's server keeps its store in memory (two of them cannot share one data folder),
  // unless a spec gives a PostgreSQL. The memory store is loaded from the migrated template, as the
  // unit tests load theirs: a store made from nothing runs initdb, several seconds of both cores
  // for each of a run's dozen own servers. The shared e2e server (`npm start`) still makes its own.
  const memory: Store | undefined = options.databaseUrl ? undefined : await memoryStore();
  const start = (port = 0) =>
    startDashboard({
      env: {
        HOST: '127.0.0.1',
        PORT: String(port),
        DASHBOARD_CONFIG: configPath,
        E2E_SESSION_SECRET: 'e2e-session-secret-0123456789abcdefghijkl',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(process.env.DASHBOARD_DIST_DIR ? { DASHBOARD_DIST_DIR: process.env.DASHBOARD_DIST_DIR } : {}),
      },
      root: process.cwd(),
      build: false,
      log: () => undefined,
      ...(memory ? { store: memory } : {}),
    });
  let dashboard: RunningDashboard = await start();
  dashboardUrl = dashboard.url.replace(/\/$/, '');
  const second: RunningDashboard | undefined = options.databaseUrl && options.twoServers ? await start() : undefined;
  return {
    url: dashboard.url.replace(/\/$/, ''),
    emulatorUrl,
    faultsUrl: `${emulatorUrl}/_faults`,
    arrivalsUrl: `${emulatorUrl}/_arrivals`,
    configPath,
    auditLogFile,
    ...(second ? { secondUrl: second.url.replace(/\/$/, '') } : {}),
    async pollNow() {
      await Promise.all([dashboard.pollArchiveNow(), second?.pollArchiveNow()]);
    },
    async stopFirst() {
      const port = Number(new URL(dashboard.url).port);
      await dashboard.close();
      return {
        start: async () => {
          dashboard = await start(port);
          dashboardUrl = dashboard.url.replace(/\/$/, '');
        },
      };
    },
    async close() {
      await second?.close();
      await dashboard.close();
      await memory?.close();
      await new Promise<void>((resolve) => emulatorServer.close(() => resolve()));
      emulatorServer.closeAllConnections();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A test whose `own` is the worker's server of that name, started by the first test that needs it. */
function ownServerTest(name: string, withUsers: boolean, options: OwnServerOptions = {}) {
  return base.extend<{ own: OwnServer }>({
    own: [
      async ({ workerServers }, use) => use(await workerServers.get(name, () => startOwnServer(withUsers, options))),
      // Its own budget: a start takes seconds on a loaded machine (PGlite, the emulator), and
      // billed to the test that needs it first it left that test too little of its 60 s.
      { timeout: 120_000 },
    ],
    // Every page and page.request of these specs talks to the own server.
    baseURL: async ({ own }, use) => use(own.url),
  });
}

/** With users (sign-in, roles, audit log file). */
export const withUsers = ownServerTest('withUsers', true);
/** With users and the archive polling every 10 seconds (queue no faults here: the poller would take them). */
export const withArchive = ownServerTest('withArchive', true, { archive: { enabled: true, intervalSeconds: 10 } });
/** The same, a server of its own for the live queue (its decisions and new messages stay out of the trends spec's counts). */
export const withLiveArchive = ownServerTest('withLiveArchive', true, {
  archive: { enabled: true, intervalSeconds: 10 },
});
/** Without users: loopback, no sign-in (the embedded demo's mode). */
export const withoutUsers = ownServerTest('withoutUsers', false);
/** Without users, for fault injection: the proxy gives up after 3 s, so a slow service is shown without a long wait. */
export const withFaults = ownServerTest('withFaults', false, { upstreamTimeoutMs: 3000 });
/**
 * Without users, for specs that decide messages: a server apart from `withoutUsers`, whose
 * specs count the queues (short-list.spec expects all 300 records), since a worker keeps its
 * server from one spec file to the next.
 */
export const withoutUsersDeciding = ownServerTest('withoutUsersDeciding', false);
/** Without users, and an emulator whose lists ignore the `limit` their docs do not give. */
export const withIgnoredLimit = ownServerTest('withIgnoredLimit', false, { ignoreLimit: true });
/** With users and webhooks: the emulator's apps deliver their moderation webhooks to this server. */
export const withWebhooks = ownServerTest('withWebhooks', true, { webhooks: true });

/** Every write the `withRecordedWrites` server's emulator received, in order (this worker's). */
export const RECORDED_WRITES: RecordedWrite[] = [];
/** Without users, behind a stand-in that records what would reach the service. */
export const withRecordedWrites = ownServerTest('withRecordedWrites', false, {
  wrapEmulator: recordingWrites(RECORDED_WRITES),
});
