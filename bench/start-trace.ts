/**
 * `npm run bench:trace [-- --runs N]`: where the blocked-messages page's start spends its main
 * thread before the app's own first row (issue 46). Cold loads under a devtools trace, at the
 * default 500 records and at 10,000; each load's main-thread time up to that row is split into
 * compiling, running script, style and layout, and the rest (tracing itself adds to each).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { DEFAULT_LIMIT } from '../src/features/blocked-messages/list-limit.ts';
import { percentile } from './figures.ts';
import { APP_ID, blockedMessagesAt, newestSender } from './routes.ts';
import { selectors } from './selectors.ts';
import { appearedAt, launchBrowser, withPage } from './browser/session.ts';
import { loadNow } from './machine.ts';
import { startBenchServer } from './server.ts';
import { buildForBench, prepareForServing } from './size/measure.ts';
import { mainThreadShares, SHARES, type Share, type TraceEvent } from './trace-shares.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(process.argv[runsFlag + 1]) : 3;
const tempDirs: string[] = [];
const progress = (line: string) => process.stderr.write(`bench:trace: ${line}\n`);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.compile',
  'v8',
  'v8.execute',
  'loading',
  // navigationStart, which the shares count from.
  'blink.user_timing',
  'navigation',
];

interface Load {
  painted: number;
  own: number;
  shares: Record<Share, number>;
}

async function tracedLoad(browser: Browser, base: string, path: string, sender: string): Promise<Load> {
  return withPage(browser, base, async (page) => {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(path, { waitUntil: 'commit' });
    const painted = await appearedAt(selectors.newestBlockedRow(page, sender), 'the painted row');
    const own = await appearedAt(selectors.newestGridRow(page, sender), "the app's own row");
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return { painted, own, shares: mainThreadShares(traceEvents, own) };
  });
}

async function main(): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'dashboard-bench-dist-'));
  tempDirs.push(dist);
  progress(`building the SPA into ${dist}`);
  await buildForBench(root, dist);
  prepareForServing(dist);
  const server = await startBenchServer(root, { DASHBOARD_DIST_DIR: dist, EMULATOR_BLOCKED_MESSAGES: '10000' });
  const browser = await launchBrowser();
  try {
    const sender = await newestSender(server.url);
    const load = loadNow();
    for (const limit of [DEFAULT_LIMIT, 10_000]) {
      const path = limit === DEFAULT_LIMIT ? paths.blockedMessages(APP_ID) : blockedMessagesAt(limit);
      progress(`${limit} records: one warm-up load, then ${runs} traced`);
      await tracedLoad(browser, server.url, path, sender);
      const loads: Load[] = [];
      for (let run = 0; run < runs; run++) loads.push(await tracedLoad(browser, server.url, path, sender));
      const median = (values: number[]) => Math.round(percentile(values, 50));
      process.stdout.write(`\n${limit.toLocaleString('en-US')} records, ${runs} traced loads, median ms\n\n`);
      process.stdout.write(
        `| painted row | own row | ${SHARES.join(' | ')} |\n|${'---:|'.repeat(SHARES.length + 2)}\n`,
      );
      const cells = SHARES.map((share) => median(loads.map((l) => l.shares[share])));
      process.stdout.write(
        `| ${median(loads.map((l) => l.painted))} | ${median(loads.map((l) => l.own))} | ${cells.join(' | ')} |\n`,
      );
    }
    process.stdout.write(`\nload average ${load.toFixed(1)} at the start, ${loadNow().toFixed(1)} at the end\n`);
  } finally {
    await browser.close();
    await server.stop();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
