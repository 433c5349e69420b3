import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createEmulator } from '../server/emulator/index.ts';
import { sseReader } from '../server/live/sse-reader.ts';
import { type BenchServer, startBenchServer } from './server.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP = 'demo-app';

export interface ArrivalsRun {
  /** Milliseconds from each arrival's request to the page's `messages-added` naming it; Infinity when never seen. */
  latencies: number[];
  missed: number;
}

/** Each posted message's wait for its event: the first time the stream named it, less when its request started. */
export function arrivalLatencies(posted: ReadonlyMap<string, number>, seen: ReadonlyMap<string, number>): ArrivalsRun {
  const latencies = [...posted].map(([id, at]) => {
    const seenAt = seen.get(id);
    return seenAt === undefined ? Number.POSITIVE_INFINITY : seenAt - at;
  });
  return { latencies, missed: latencies.filter((value) => !Number.isFinite(value)).length };
}

interface Setup {
  server: BenchServer;
  /** Where `POST /_arrivals` is served. */
  emulatorUrl: string;
  stop(): Promise<void>;
}

/** `npm start` as it is: the embedded emulator delivers its webhooks; with EMULATOR_FAULTS its archive does not poll. */
async function withWebhooks(): Promise<Setup> {
  const server = await startBenchServer(root, {
    BENCH_STORE: '1',
    DASHBOARD_DATA_DIR: 'memory://',
    EMULATOR_FAULTS: '1',
  });
  return { server, emulatorUrl: `${server.url}/emulator`, stop: () => server.stop() };
}

/**
 * The poll alone: an emulator of its own (the arrivals control needs its faults, and faults keep
 * the embedded archive off), and a connections file with the archive on at its default interval
 * and no webhook, as a dashboard the service cannot reach.
 */
async function pollOnly(intervalSeconds: number): Promise<Setup> {
  const emulator = createEmulator({ faults: true });
  const emulatorServer = createServer(getRequestListener((request) => emulator.fetch(request)));
  await new Promise<void>((done) => emulatorServer.listen(0, '127.0.0.1', done));
  const emulatorUrl = `http://127.0.0.1:${(emulatorServer.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), 'bench-poll-only-'));
  const configPath = join(dir, 'connections.json');
  const app = {
    appId: APP,
    name: 'Demo app',
    moderationApi: 'rest',
    moderationBaseUrl: `${emulatorUrl}/rest/${APP}/v3`,
    notificationsBaseUrl: `${emulatorUrl}/notifications/${APP}`,
    apiKey: 'demo-apikey',
  };
  writeFileSync(configPath, JSON.stringify({ archive: { enabled: true, intervalSeconds }, apps: [app] }));
  const server = await startBenchServer(root, {
    BENCH_STORE: '1',
    DASHBOARD_DATA_DIR: 'memory://',
    DASHBOARD_CONFIG: configPath,
  });
  await firstPoll(server.url);
  return {
    server,
    emulatorUrl,
    async stop() {
      await server.stop();
      emulatorServer.closeAllConnections();
      await new Promise<void>((done) => emulatorServer.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the archive has polled: its first look learns the list, the later ones announce what is new. */
async function firstPoll(url: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/apps/${APP}/archive/status`);
    const { data } = (await answer.json()) as { data?: { lastPoll?: unknown } };
    if (data?.lastPoll) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the archive did not poll within 3 minutes');
}

/**
 * A page's event stream is open on the dashboard as `npm start` runs it (startDashboard, in its own
 * process, memory store); `messages` arrivals are posted to the emulator's test-only control, each
 * at a random moment within `spreadMs` (0: one after another, each waiting for its event), and each
 * arrival's wait for its `messages-added` is taken. With `webhooks` off only the archive's poll
 * brings them, at its default interval.
 */
export async function measureEmulatorArrivals(options: {
  webhooks: boolean;
  messages: number;
  spreadMs: number;
  /** How long to wait for the last arrival's event. */
  waitMs: number;
  /** The archive's interval when only its poll brings them. */
  pollIntervalSeconds: number;
}): Promise<ArrivalsRun> {
  const { server, emulatorUrl, stop } = await (options.webhooks
    ? withWebhooks()
    : pollOnly(options.pollIntervalSeconds));
  const seen = new Map<string, number>();
  const posted = new Map<string, number>();
  const controller = new AbortController();
  try {
    const stream = await fetch(`${server.url}/api/apps/${APP}/events?client=bench-arrivals-01`, {
      signal: controller.signal,
    });
    if (!stream.ok) throw new Error(`the event stream was answered ${stream.status}`);
    const page = sseReader(stream);
    // Reads the stream until told to stop, noting when each message id is first named.
    let reading = true;
    const reader = (async () => {
      while (reading) {
        const event = await page.next(options.waitMs + options.spreadMs + 60_000).catch(() => undefined);
        if (!event) return;
        if (event.type !== 'messages-added') continue;
        const now = performance.now();
        for (const id of event.messageIds as string[]) if (!seen.has(id)) seen.set(id, now);
      }
    })();
    const post = async () => {
      const started = performance.now();
      const answer = await fetch(`${emulatorUrl}/_arrivals`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: new URL(emulatorUrl).origin,
          'x-requested-with': 'bench',
        },
        body: JSON.stringify({ appId: APP, text: 'bench arrival' }),
      });
      if (answer.status !== 201) throw new Error(`an arrival was answered ${answer.status}`);
      const { data } = (await answer.json()) as { data: { message: { id: string } } };
      posted.set(data.message.id, started);
      return data.message.id;
    };
    const waitFor = async (ids: () => string[], deadlineMs: number) => {
      const deadline = performance.now() + deadlineMs;
      while (performance.now() < deadline && !ids().every((id) => seen.has(id)))
        await new Promise((done) => setTimeout(done, 5));
    };
    if (options.spreadMs === 0) {
      for (let i = 0; i < options.messages; i++) {
        const id = await post();
        await waitFor(() => [id], options.waitMs);
      }
    } else {
      await Promise.all(
        Array.from(
          { length: options.messages },
          () =>
            new Promise<void>((done, fail) => {
              setTimeout(() => post().then(() => done(), fail), Math.random() * options.spreadMs);
            }),
        ),
      );
      await waitFor(() => [...posted.keys()], options.waitMs);
    }
    reading = false;
    controller.abort();
    await reader;
    return arrivalLatencies(posted, seen);
  } finally {
    controller.abort();
    await stop();
  }
}
