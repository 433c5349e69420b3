// The latency the proxy adds over real HTTP: an upstream in one process, the dashboard pointed at
// it in another, this process as the browser; beside it, the floor (bench/floor-proxy.ts) in a third. Run alone with `npx tsx bench/proxy-latency.ts
// [--pairs N]` (a few seconds of load); `npm run bench` runs it as its server part.
// BENCH_PROXY_NODE_ARGS (e.g. "--trace-gc", or "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the
// proxy's Node, to see what its latency is made of.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_KEY } from '../server/emulator/options.ts';
import { summarize, type Measurement } from './figures.ts';
import { pacedLoad, percentile, type LoadResult } from './paced-load.ts';
import { formatTable } from './report.ts';
import { APP_ID, EMULATOR_HEADERS, EMULATOR_RULES_PATH, PROXY_RULES_PATH } from './routes.ts';
import { startBenchServer } from './server.ts';

const CONNECTIONS = 10;
// The service allows 170 to 330 requests a second per app: a proxy that keeps up with that
// steadily is what its users meet. A load past what the proxy can do would measure its queue.
const RATE_PER_SECOND = 300;
// Short slices, the routes taking turns (sliceOrder): this shared machine's speed drifts.
const SECONDS = 2;
const WARM_UP_SECONDS = 1;

export interface Slice {
  p50: number;
  p99: number;
  failed: number;
}

function slice({ micros, failed }: LoadResult): Slice {
  const sorted = [...micros].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), failed };
}

/** A connections file for one app whose upstream is the emulator of the dashboard at `upstreamUrl`. */
function connectionsFile(dir: string, upstreamUrl: string): string {
  const file = join(dir, 'connections.json');
  writeFileSync(
    file,
    JSON.stringify({
      apps: [
        {
          appId: APP_ID,
          name: 'Bench',
          moderationApi: 'rest',
          apiKey: DEFAULT_API_KEY,
          moderationBaseUrl: `${upstreamUrl}/emulator/rest/${APP_ID}/v3`,
          notificationsBaseUrl: `${upstreamUrl}/emulator/notifications/${APP_ID}`,
        },
      ],
    }),
  );
  return file;
}

type Route = 'direct' | 'proxy' | 'floor';

/** The order of the routes' slices in a pair (from 1): each goes first, second and last in turn, as this shared machine's speed drifts. */
export function sliceOrder(pair: number): Route[] {
  const routes: Route[] = ['direct', 'proxy', 'floor'];
  const first = (pair - 1) % routes.length;
  return [...routes.slice(first), ...routes.slice(0, first)];
}

/** What `route` added over calling the upstream directly, per pair of slices. */
export function addedPerPair(runs: Record<Route, Slice[]>, route: Route, key: 'p50' | 'p99'): number[] {
  return runs[route].map((run, i) => run[key] - (runs.direct[i]?.[key] ?? Number.NaN));
}

/**
 * p50 and p99 of the rule list read from `upstreamUrl`'s emulator directly, through a dashboard in
 * front of it, and through the floor (a bare node:http pipe, bench/floor-proxy.ts), `pairs` slices
 * each; what the proxy and the floor add is taken per pair.
 */
export async function measureProxyLatency(
  root: string,
  upstreamUrl: string,
  pairs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-bench-proxy-'));
  const nodeArgs = process.env.BENCH_PROXY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proxy = await startBenchServer(
    root,
    { DASHBOARD_CONFIG: connectionsFile(dir, upstreamUrl), DASHBOARD_DIST_DIR: dir },
    nodeArgs,
  );
  const floor = await startBenchServer(root, { FLOOR_UPSTREAM_URL: upstreamUrl }, [], 'floor-proxy.ts');
  try {
    const load = { connections: CONNECTIONS, ratePerSecond: RATE_PER_SECOND, seconds: SECONDS };
    const read: Record<Route, (seconds?: number) => Promise<Slice>> = {
      direct: (seconds = SECONDS) =>
        pacedLoad(`${upstreamUrl}${EMULATOR_RULES_PATH}`, { ...load, seconds, headers: EMULATOR_HEADERS }).then(slice),
      proxy: (seconds = SECONDS) => pacedLoad(`${proxy.url}${PROXY_RULES_PATH}`, { ...load, seconds }).then(slice),
      floor: (seconds = SECONDS) =>
        pacedLoad(`${floor.url}${EMULATOR_RULES_PATH}`, { ...load, seconds, headers: EMULATOR_HEADERS }).then(slice),
    };
    progress('server: warming up');
    for (const route of sliceOrder(1)) await read[route](WARM_UP_SECONDS);
    const runs: Record<Route, Slice[]> = { direct: [], proxy: [], floor: [] };
    for (let pair = 1; pair <= pairs; pair++) {
      progress(
        `server: pair ${pair} of ${pairs} (${CONNECTIONS} connections, ${RATE_PER_SECOND} requests/s, ${SECONDS} s each)`,
      );
      for (const route of sliceOrder(pair)) runs[route].push(await read[route]());
    }
    const failed = Object.values(runs)
      .flat()
      .reduce((sum, run) => sum + run.failed, 0);
    const note = failed ? `${failed} requests failed or were not 2xx` : undefined;
    const figure = (values: number[]) => summarize(values, 'µs', note);
    const at = `${CONNECTIONS} connections, ${RATE_PER_SECOND}/s`;
    const floorAdded = addedPerPair(runs, 'floor', 'p99');
    const proxyOverFloor = addedPerPair(runs, 'proxy', 'p99').map((added, i) => added - (floorAdded[i] ?? Number.NaN));
    return [
      {
        id: 'server.direct.p50',
        section: 'server',
        label: `upstream directly: p50 latency (${at})`,
        figure: figure(runs.direct.map((r) => r.p50)),
      },
      {
        id: 'server.direct.p99',
        section: 'server',
        label: 'upstream directly: p99 latency',
        figure: figure(runs.direct.map((r) => r.p99)),
      },
      {
        id: 'server.proxy.p50',
        section: 'server',
        label: 'through the proxy: p50 latency',
        figure: figure(runs.proxy.map((r) => r.p50)),
      },
      {
        id: 'server.proxy.p99',
        section: 'server',
        label: 'through the proxy: p99 latency',
        figure: figure(runs.proxy.map((r) => r.p99)),
      },
      {
        id: 'server.added.p50',
        section: 'server',
        label: 'added by the proxy at p50 (per pair)',
        figure: figure(addedPerPair(runs, 'proxy', 'p50')),
      },
      {
        id: 'server.added.p99',
        section: 'server',
        label: 'added by the proxy at p99 (per pair)',
        figure: figure(addedPerPair(runs, 'proxy', 'p99')),
      },
      {
        id: 'server.floor.added.p50',
        section: 'server',
        label: 'the floor (a bare node:http pipe) adds at p50 (per pair)',
        figure: figure(addedPerPair(runs, 'floor', 'p50')),
      },
      {
        id: 'server.floor.added.p99',
        section: 'server',
        label: 'the floor adds at p99 (per pair)',
        figure: figure(floorAdded),
      },
      {
        id: 'server.over-floor.p99',
        section: 'server',
        label: 'the proxy adds over the floor at p99 (per pair)',
        figure: figure(proxyOverFloor),
      },
    ];
  } finally {
    await Promise.all([proxy.stop(), floor.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(argv: readonly string[]): Promise<void> {
  const pairsArg = argv.indexOf('--pairs');
  const pairs = pairsArg >= 0 ? Number(argv[pairsArg + 1]) : 2;
  if (!Number.isInteger(pairs) || pairs < 1 || pairs > 50) throw new Error('--pairs takes a whole number from 1 to 50');
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-bench-upstream-'));
  const upstream = await startBenchServer(root, { DASHBOARD_DIST_DIR: dir });
  try {
    const measurements = await measureProxyLatency(root, upstream.url, pairs, (line) =>
      process.stderr.write(`bench: ${line}\n`),
    );
    process.stdout.write(`${formatTable(measurements, [])}\n`);
  } finally {
    await upstream.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
