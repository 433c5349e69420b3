// The latency the proxy adds over real HTTP: an upstream in one process, the dashboard pointed at
// it in another, this process as the browser. Run alone with `npx tsx bench/proxy-latency.ts
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
// Short slices, alternating which route goes first: this shared machine's speed drifts.
const SECONDS = 2;
const WARM_UP_SECONDS = 1;

interface Slice {
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
  writeFileSync(file, JSON.stringify({ apps: [{
    appId: APP_ID, name: 'Bench', moderationApi: 'rest', apiKey: DEFAULT_API_KEY,
    moderationBaseUrl: `${upstreamUrl}/emulator/rest/${APP_ID}/v3`, notificationsBaseUrl: `${upstreamUrl}/emulator/notifications/${APP_ID}`,
  }] }));
  return file;
}

/**
 * p50 and p99 of the rule list read through a dashboard in front of `upstreamUrl`'s emulator and
 * read from that emulator directly, `pairs` slices each; the added latency is taken per pair.
 */
export async function measureProxyLatency(root: string, upstreamUrl: string, pairs: number, progress: (line: string) => void): Promise<Measurement[]> {
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-bench-proxy-'));
  const nodeArgs = process.env.BENCH_PROXY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const proxy = await startBenchServer(root, { DASHBOARD_CONFIG: connectionsFile(dir, upstreamUrl), DASHBOARD_DIST_DIR: dir }, nodeArgs);
  try {
    const load = { connections: CONNECTIONS, ratePerSecond: RATE_PER_SECOND, seconds: SECONDS };
    const direct = (seconds = SECONDS) => pacedLoad(`${upstreamUrl}${EMULATOR_RULES_PATH}`, { ...load, seconds, headers: EMULATOR_HEADERS }).then(slice);
    const proxied = (seconds = SECONDS) => pacedLoad(`${proxy.url}${PROXY_RULES_PATH}`, { ...load, seconds }).then(slice);
    progress('server: warming up');
    await direct(WARM_UP_SECONDS);
    await proxied(WARM_UP_SECONDS);
    const directRuns: Slice[] = [];
    const proxyRuns: Slice[] = [];
    for (let pair = 1; pair <= pairs; pair++) {
      progress(`server: pair ${pair} of ${pairs} (${CONNECTIONS} connections, ${RATE_PER_SECOND} requests/s, ${SECONDS} s each)`);
      if (pair % 2 === 1) {
        directRuns.push(await direct());
        proxyRuns.push(await proxied());
      } else {
        proxyRuns.push(await proxied());
        directRuns.push(await direct());
      }
    }
    const failed = [...directRuns, ...proxyRuns].reduce((sum, run) => sum + run.failed, 0);
    const note = failed ? `${failed} requests failed or were not 2xx` : undefined;
    const added = (key: 'p50' | 'p99') => proxyRuns.map((run, i) => run[key] - (directRuns[i]?.[key] ?? Number.NaN));
    const figure = (values: number[]) => summarize(values, 'µs', note);
    const at = `${CONNECTIONS} connections, ${RATE_PER_SECOND}/s`;
    return [
      { id: 'server.direct.p50', section: 'server', label: `upstream directly: p50 latency (${at})`, figure: figure(directRuns.map((r) => r.p50)) },
      { id: 'server.direct.p99', section: 'server', label: 'upstream directly: p99 latency', figure: figure(directRuns.map((r) => r.p99)) },
      { id: 'server.proxy.p50', section: 'server', label: 'through the proxy: p50 latency', figure: figure(proxyRuns.map((r) => r.p50)) },
      { id: 'server.proxy.p99', section: 'server', label: 'through the proxy: p99 latency', figure: figure(proxyRuns.map((r) => r.p99)) },
      { id: 'server.added.p50', section: 'server', label: 'added by the proxy at p50 (per pair)', figure: figure(added('p50')) },
      { id: 'server.added.p99', section: 'server', label: 'added by the proxy at p99 (per pair)', figure: figure(added('p99')) },
    ];
  } finally {
    await proxy.stop();
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
    const measurements = await measureProxyLatency(root, upstream.url, pairs, (line) => process.stderr.write(`bench: ${line}\n`));
    process.stdout.write(`${formatTable(measurements, [])}\n`);
  } finally {
    await upstream.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
