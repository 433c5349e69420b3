import autocannon from 'autocannon';
import { fromRuns, na, summarize, type Measurement } from './figures.ts';
import { EMULATOR_HEADERS, EMULATOR_RULES_PATH, PROXY_RULES_PATH } from './routes.ts';

const CONNECTIONS = 10;
// This machine's speed drifts by up to a half over tens of seconds (a shared VM), which made
// 5-second runs disagree by ±0.2 on the ratio. The routes alternate in short slices instead,
// so both see the same machine, and the ratio is the median of the per-pair ratios.
const SECONDS = 1;
const PAIRS_PER_RUN = 4;
const WARM_UP_SECONDS = 2;

interface Load {
  rps: number;
  p99: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

/**
 * Throughput and p99 latency of the proxy route against the emulator route it forwards to, on
 * the same server, in alternating slices (alternating which goes first). In embedded mode the
 * proxy hands its calls to the emulator in-process, so the ratio is the proxy's own work on top
 * of the emulator's, not the cost of a network hop (docs/performance.md has that figure too).
 */
export async function measureServer(baseURL: string, runs: number, progress: (line: string) => void): Promise<Measurement[]> {
  const direct = () => load(`${baseURL}${EMULATOR_RULES_PATH}`, EMULATOR_HEADERS);
  const proxy = () => load(`${baseURL}${PROXY_RULES_PATH}`, {});
  progress('server: warming up');
  await load(`${baseURL}${EMULATOR_RULES_PATH}`, EMULATOR_HEADERS, WARM_UP_SECONDS);
  await load(`${baseURL}${PROXY_RULES_PATH}`, {}, WARM_UP_SECONDS);
  const directRuns: Load[] = [];
  const proxyRuns: Load[] = [];
  const pairs = runs * PAIRS_PER_RUN;
  for (let run = 1; run <= pairs; run++) {
    progress(`server: pair ${run} of ${pairs} (${CONNECTIONS} connections, ${SECONDS} s each)`);
    if (run % 2 === 1) {
      directRuns.push(await direct());
      proxyRuns.push(await proxy());
    } else {
      proxyRuns.push(await proxy());
      directRuns.push(await direct());
    }
  }
  const failed = [...directRuns, ...proxyRuns].reduce((sum, r) => sum + r.failed, 0);
  const note = failed ? `${failed} requests failed or were not 2xx` : undefined;
  const figure = (runs: Load[], key: 'rps' | 'p99', unit: 'req/s' | 'ms') =>
    runs.every((r) => r.rps === 0) ? na(unit, 'no request succeeded') : summarize(runs.map((r) => r[key]), unit, note);
  return [
    { id: 'server.direct.rps', section: 'server', label: `emulator directly: requests/s (${CONNECTIONS} connections)`, figure: figure(directRuns, 'rps', 'req/s') },
    { id: 'server.direct.p99', section: 'server', label: 'emulator directly: p99 latency', figure: figure(directRuns, 'p99', 'ms') },
    { id: 'server.proxy.rps', section: 'server', label: `proxy route: requests/s (${CONNECTIONS} connections)`, figure: figure(proxyRuns, 'rps', 'req/s') },
    { id: 'server.proxy.p99', section: 'server', label: 'proxy route: p99 latency', figure: figure(proxyRuns, 'p99', 'ms') },
    { id: 'server.ratio', section: 'server', label: 'proxy throughput ÷ direct throughput (per pair of 1 s slices)', figure: fromRuns(proxyRuns.map((p, i) => p.rps / (directRuns[i]?.rps || Number.NaN)), 'ratio') },
  ];
}
