// `npm run bench`: measures size, start, scale, interaction and server figures, prints one
// table, writes the results with the date and machine, and with --check fails on a budget breach.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { parseArgs, slowRuns, USAGE, type BenchArgs, type BenchPart } from './args.ts';
import { BUDGETS, checkBudgets } from './budgets.ts';
import { na, reasonOf, type Measurement, type Section } from './figures.ts';
import { measureInteraction } from './interaction.ts';
import { measurePeer } from './peer.ts';
import { measureProxyLatency } from './proxy-latency.ts';
import { startPeer, type PeerServer } from './peer-server.ts';
import { describeMachine, loadNow } from './machine.ts';
import { formatBreaches, formatContributors, formatTable } from './report.ts';
import { ROUTES, timedRoutes } from './routes.ts';
import { measureScale } from './scale.ts';
import { startBenchServer, type BenchServer } from './server.ts';
import { launchBrowser } from './browser/session.ts';
import { measureFetchedAssets } from './size/browser-check.ts';
import { buildForBench, measureSizes, prepareForServing, type SizeResult } from './size/measure.ts';
import { measureStart } from './start.ts';
import { measureWaterfall } from './waterfall.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS: readonly Section[] = ['size', 'start', 'peer', 'scale', 'interaction', 'server'];
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

/** Things to stop however the run ends: servers, browsers (run together, bounded in time). */
const cleanups: (() => Promise<void> | void)[] = [];
/** Temporary directories, removed synchronously even on a hard exit. */
const tempDirs: string[] = [];
function removeTempDirs() {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
async function cleanUp() {
  const pending = cleanups.splice(0).map((cleanup) =>
    Promise.resolve()
      .then(cleanup)
      .catch(() => undefined),
  );
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
  removeTempDirs();
}
process.on('exit', removeTempDirs);

/** Builds left behind by a run that was killed outright (SIGKILL): a run takes minutes, not an hour. */
function removeStaleBuilds() {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!name.startsWith('dashboard-bench-')) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > 3600_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // Gone already, or not ours to remove.
    }
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second signal means now: the exit handler still removes the temporary build.
    if (interrupted) process.exit(130);
    interrupted = true;
    progress(`${signal}: stopping the server and the browser...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let only: readonly BenchPart[] | undefined;

/** A part that fails as a whole (the server did not start) gives n/a figures, not a crash. */
async function part(
  name: string,
  work: () => Promise<Measurement[]>,
  section: Section,
  which?: BenchPart,
): Promise<Measurement[]> {
  if (only && !(which && only.includes(which))) return [];
  const started = Date.now();
  try {
    const measurements = await work();
    progress(`${name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
    return measurements;
  } catch (error) {
    progress(`${name} failed: ${reasonOf(error)}`);
    return [{ id: `${section}.failed`, section, label: name, figure: na('ms', reasonOf(error)) }];
  }
}

/** The react-admin peer, built from its shared folder now; if it cannot be, why (its figures are n/a). */
async function peerServer(dashboardUrl: string): Promise<PeerServer | { failed: string }> {
  try {
    const peer = await startPeer(root, dashboardUrl, tempDirs, progress);
    cleanups.push(() => peer.stop());
    return peer;
  } catch (error) {
    progress(`peer: n/a: ${reasonOf(error)}`);
    return { failed: `peer not built: ${reasonOf(error)}` };
  }
}

async function browserParts(
  server: BenchServer,
  args: BenchArgs,
  size: SizeResult,
): Promise<{ measurements: Measurement[]; version: string }> {
  const browser: Browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const slow = slowRuns(args.runs);
  const peer = only && !only.includes('peer') ? { failed: 'not asked for (--only)' } : await peerServer(server.url);
  const measurements = [
    ...(await part(
      'browser cross-check of sizes',
      () => measureFetchedAssets(browser, server.url, ROUTES, size),
      'size',
    )),
    ...(await part('start', () => measureStart(browser, server.url, args.runs, progress), 'start', 'start')),
    ...(await part(
      'waterfall',
      () => measureWaterfall(browser, server.url, timedRoutes(ROUTES), size, slow, progress),
      'start',
      'waterfall',
    )),
    ...(await part(
      'side by side with react-admin',
      () => measurePeer(browser, server.url, peer, size, args.runs, progress),
      'peer',
      'peer',
    )),
    ...(await part('scale at 100', () => measureScale(browser, server.url, 100, slow, progress), 'scale', 'scale')),
    ...(await part(
      'scale at 10000',
      () => measureScale(browser, server.url, 10_000, slow, progress),
      'scale',
      'scale',
    )),
    ...(await part(
      'interaction',
      () => measureInteraction(browser, server.url, args.runs, slow, progress),
      'interaction',
      'interaction',
    )),
  ];
  if (!('failed' in peer)) peer.stop();
  const version = browser.version();
  await browser.close();
  return { measurements, version };
}

async function measureBuild(outDir: string): Promise<SizeResult> {
  progress(`building the SPA into ${outDir}`);
  await buildForBench(root, outDir);
  return measureSizes(root, outDir, ROUTES);
}

async function main(args: BenchArgs): Promise<number> {
  only = args.only;
  const started = Date.now();
  const loadAtStart = loadNow();
  removeStaleBuilds();
  const outDir = mkdtempSync(join(tmpdir(), 'dashboard-bench-'));
  tempDirs.push(outDir);

  // The server part needs no SPA: a --server-only run serves an empty directory.
  const size = args.serverOnly ? undefined : await measureBuild(outDir);
  const measurements: Measurement[] = [...(size?.measurements ?? [])];
  let browserVersion: string | undefined;

  if (!args.sizeOnly) {
    if (size) prepareForServing(outDir);
    progress('starting the dashboard (emulator, 10000 blocked messages)');
    const server = await startBenchServer(root, { DASHBOARD_DIST_DIR: outDir, EMULATOR_BLOCKED_MESSAGES: '10000' });
    cleanups.push(() => server.stop());
    if (size) {
      const browserRun = await browserParts(server, args, size).catch((error: unknown) => {
        progress(`the browser parts failed: ${reasonOf(error)}`);
        return {
          measurements: [
            { id: 'start.failed', section: 'start' as const, label: 'browser', figure: na('ms', reasonOf(error)) },
          ],
          version: undefined,
        };
      });
      measurements.push(...browserRun.measurements);
      browserVersion = browserRun.version;
    }
    // With the browser closed, so it does not compete with the servers for the two cores. The
    // dashboard measured above is the upstream; a second one in front of it is the proxy.
    measurements.push(
      ...(await part('server', () => measureProxyLatency(root, server.url, args.runs, progress), 'server', 'server')),
    );
    await server.stop();
  }

  const ordered = SECTIONS.flatMap((section) => measurements.filter((m) => m.section === section));
  const budgets = checkBudgets(
    ordered,
    { timing: !args.sizeOnly },
    // A server-only run measures the proxy, which no budget holds any more: its figures are information.
    args.serverOnly ? [] : BUDGETS,
  );
  const breaches = formatBreaches(budgets, ordered);
  process.stdout.write(`\n${formatTable(ordered, budgets)}\n\n`);
  for (const line of breaches) process.stdout.write(`${line}\n`);
  for (const route of size?.routes ?? []) {
    if (budgets.some((b) => b.status === 'breach' && b.measurementId === `size.js.${route.path}`))
      process.stdout.write(`${formatContributors(route.path, route.contributors)}\n`);
  }
  const unchecked = budgets.filter((b) => b.status === 'unchecked');
  for (const u of unchecked)
    process.stdout.write(`not checked: ${u.budget.description} (${u.measurementId}: ${u.reason})\n`);

  const machine = describeMachine(loadAtStart, browserVersion);
  process.stdout.write(
    `machine: ${machine.cpuModel}, ${machine.cores} cores, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}; load average ${machine.loadAverage.start} at the start, ${machine.loadAverage.end} at the end\n`,
  );
  if (!args.sizeOnly && Math.max(machine.loadAverage.start, machine.loadAverage.end) > machine.cores) {
    process.stdout.write(
      `warning: the machine was busy with other work (load average above its ${machine.cores} cores): the timing figures are pessimistic and spread wide\n`,
    );
  }
  if (args.serverOnly || args.only) {
    progress(
      `${args.only ? '--only' : '--server-only'}: no results file written, so the last full run's stays (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  } else {
    const file = join(root, 'bench', args.sizeOnly ? 'results-size.json' : 'results.json');
    const results = {
      date: new Date().toISOString(),
      mode: args.sizeOnly ? 'size-only' : 'full',
      runs: { fast: args.runs, slow: slowRuns(args.runs) },
      durationSeconds: Math.round((Date.now() - started) / 1000),
      machine,
      measurements: ordered,
      budgets: budgets.map((b) => ({
        budget: b.budget.description,
        measurement: b.measurementId,
        status: b.status,
        value: b.value,
        reason: b.reason,
      })),
      sizes: size?.routes ?? [],
    };
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    progress(`results written to ${file} (${results.durationSeconds} s)`);
  }
  if (args.check && breaches.length > 0) {
    process.stdout.write(`\n${breaches.length} budget ${breaches.length === 1 ? 'breach' : 'breaches'}.\n`);
    return 1;
  }
  return 0;
}

let args: BenchArgs;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${reasonOf(error)}\n${USAGE}\n`);
  process.exit(2);
}
const code = await main(args).catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 2;
});
await cleanUp();
process.exit(code);
