/**
 * The start's floor (issue 46): `npm run bench:floor -- [--runs N]`. How soon a page built from the
 * libraries the dashboard was ordered with, and nothing else, shows its first row, beside the
 * dashboard and the react-admin peer, in one run on the same server and records:
 * - React alone (bench/stack-floor/react-only.tsx): one fetch, one table;
 * - the ordered stack (bench/stack-floor/ordered-stack.tsx): a data router's loader starting a React
 *   Query query, a zod/mini check, Mantine's provider, shell and table;
 * - the dashboard: its painted row, and its own grid's row (the one a click and `j` act on);
 * - the peer: its first row.
 * Cold loads in fresh contexts, the sides taken in turn each round (the order rotating), so a slow
 * moment of the machine falls on all. Prints each side's median and its ratio to the peer's, the
 * median of the rounds' ratios. The gap between the stack's floor and the dashboard's own row is
 * what the dashboard's own code costs at its start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build, preview, type PreviewServer } from 'vite';
import { reactRouterProduction } from '../vite.config.ts';
import { paths } from '../contract/paths.ts';
import { DEFAULT_LIMIT } from '../src/features/blocked-messages/list-limit.ts';
import { percentile } from './figures.ts';
import { APP_ID, blockedMessagesAt, newestSender } from './routes.ts';
import { selectors } from './selectors.ts';
import { appearedAt, launchBrowser, withPage } from './browser/session.ts';
import { loadNow } from './machine.ts';
import { startPeer } from './peer-server.ts';
import { startBenchServer } from './server.ts';
import { buildForBench, prepareForServing } from './size/measure.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const floorRoot = join(root, 'bench', 'stack-floor');
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);
const runsArg = process.argv.indexOf('--runs');
const rounds = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 5;
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--runs takes a whole number of rounds, 1 or more');

const tempDirs: string[] = [];
const cleanups: (() => unknown)[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};

/** The two floor pages, built as the dashboard is (production React Router), served with `/api` sent to the dashboard. */
async function serveFloor(dashboardUrl: string): Promise<PreviewServer> {
  const outDir = tempDir('dashboard-bench-floor-');
  const config = {
    configFile: false as const,
    root: floorRoot,
    logLevel: 'error' as const,
    plugins: [react()],
    resolve: { alias: reactRouterProduction },
    build: {
      outDir,
      emptyOutDir: true,
      rolldownOptions: { input: ['react-only.html', 'ordered-stack.html'].map((page) => join(floorRoot, page)) },
    },
  };
  await build(config);
  return preview({ ...config, preview: { host: '127.0.0.1', port: 0, proxy: { '/api': dashboardUrl } } });
}

interface Side {
  name: string;
  base: string;
  path: string;
  row: (page: Page) => Locator;
  /** The dashboard's own grid row, which comes after its painted one, under its own name. */
  ownRow?: { name: string; row: (page: Page) => Locator };
}

type Times = Record<string, number[]>;

async function coldLoad(browser: Browser, side: Side, times: Times): Promise<void> {
  await withPage(browser, side.base, async (page) => {
    await page.goto(side.path, { waitUntil: 'commit' });
    (times[side.name] ??= []).push(await appearedAt(side.row(page), `${side.name}: the newest row`, 60_000));
    const own = side.ownRow;
    if (own) (times[own.name] ??= []).push(await appearedAt(own.row(page), own.name, 60_000));
  });
}

const median = (values: readonly number[]) => percentile(values, 50);

function report(limit: number, times: Times): void {
  const peer = times.peer ?? [];
  process.stdout.write(`\n${limit.toLocaleString('en-US')} records, ${rounds} rounds\n`);
  process.stdout.write('| side | median | ÷ peer (median of the rounds) | rounds, ms |\n|---|---:|---:|---|\n');
  for (const [name, values] of Object.entries(times)) {
    const ratios = values.flatMap((value, round) => (peer[round] ? [value / peer[round]] : []));
    const ratio = name === 'peer' || ratios.length === 0 ? '' : median(ratios).toFixed(2);
    process.stdout.write(
      `| ${name} | ${Math.round(median(values))} ms | ${ratio} | ${values.map(Math.round).join(' ')} |\n`,
    );
  }
}

async function main(): Promise<void> {
  const dist = tempDir('dashboard-bench-dist-');
  progress(`building the SPA into ${dist}`);
  await buildForBench(root, dist);
  prepareForServing(dist);
  const server = await startBenchServer(root, { DASHBOARD_DIST_DIR: dist, EMULATOR_BLOCKED_MESSAGES: '10000' });
  cleanups.push(() => server.stop());
  const peer = await startPeer(root, server.url, tempDirs, progress);
  cleanups.push(() => peer.stop());
  progress('building the floor pages');
  const floor = await serveFloor(server.url);
  cleanups.push(() => floor.close());
  const floorUrl = floor.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!floorUrl) throw new Error('the floor pages are not served');
  const sender = await newestSender(server.url);
  const floorRow = (page: Page) => page.locator('tbody tr').first().filter({ hasText: sender });

  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const loadAtStart = loadNow();
  for (const limit of [10_000, DEFAULT_LIMIT]) {
    const sides: Side[] = [
      { name: 'React alone', base: floorUrl, path: `/react-only.html?limit=${limit}`, row: floorRow },
      { name: 'the ordered stack', base: floorUrl, path: `/ordered-stack.html?limit=${limit}`, row: floorRow },
      {
        name: 'this dashboard, painted row',
        base: server.url,
        path: limit === DEFAULT_LIMIT ? paths.blockedMessages(APP_ID) : blockedMessagesAt(limit),
        row: (page) => selectors.newestBlockedRow(page, sender),
        ownRow: {
          name: 'this dashboard, its own row (a click and j act on it)',
          row: (page) => selectors.newestGridRow(page, sender),
        },
      },
      {
        name: 'peer',
        base: peer.url,
        path: `/?limit=${limit}#/blocked-messages`,
        row: (page) => selectors.peerNewestRow(page, sender),
      },
    ];
    // One warm-up load each: the server's and the browser's first request of a kind is slower.
    for (const side of sides) await coldLoad(browser, side, {});
    const times: Times = {};
    for (let round = 0; round < rounds; round++) {
      progress(`${limit} records, round ${round + 1} of ${rounds}`);
      for (let i = 0; i < sides.length; i++) {
        const side = sides[(round + i) % sides.length];
        if (side) await coldLoad(browser, side, times);
      }
    }
    report(limit, times);
  }
  process.stdout.write(
    `\nChromium ${browser.version()}; 1-minute load average ${loadAtStart} at the start, ${loadNow()} at the end\n`,
  );
}

try {
  await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
