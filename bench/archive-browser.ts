/**
 * The archive list in the browser at scale (issue 18): `npx tsx bench/archive-browser.ts
 * [records=1000000] [--cache] [--runs N]`. Fills a PGlite data folder with the store bench's
 * year of records (bench/archive-fill.ts), serves it with polling off, then in the e2e Chromium
 * times navigation → first archived row (cold loads) and scrolls far down the virtualized list
 * while pages of 200 load: longest frame, row elements in the DOM, a scrolled page's wait.
 * Prints a table with its own budgets (bench/budgets.ts); exits 1 when one is breached.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARCHIVE_BROWSER_BUDGETS, checkBudgets } from './budgets.ts';
import { exact, type Measurement } from './figures.ts';
import { formatBreaches, formatTable } from './report.ts';
import { APP_ID } from './routes.ts';
import { slowRuns } from './args.ts';
import { parseArchiveBrowserArgs } from './archive-browser-args.ts';
import { startArchiveDashboard } from './archive-dashboard.ts';
import { filledDataDir } from './archive-data-dir.ts';
import { measureArchiveScroll, measureArchiveStart } from './archive-list.ts';
import { launchBrowser } from './browser/session.ts';
import { loadNow } from './machine.ts';
import { buildForBench, prepareForServing } from './size/measure.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const progress = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const args = parseArchiveBrowserArgs(process.argv.slice(2));
const cleanups: (() => Promise<unknown>)[] = [];

async function distDir(): Promise<string> {
  if (process.env.DASHBOARD_DIST_DIR) return resolve(process.env.DASHBOARD_DIST_DIR);
  const outDir = await mkdtemp(join(tmpdir(), 'archive-browser-dist-'));
  cleanups.push(() => rm(outDir, { recursive: true, force: true }));
  progress(`building the SPA into ${outDir}`);
  await buildForBench(root, outDir);
  prepareForServing(outDir);
  return outDir;
}

async function main(): Promise<number> {
  const dist = await distDir();
  const data = await filledDataDir(APP_ID, args.records, args.cache, progress);
  cleanups.push(() => data.remove());
  const measurements: Measurement[] = [];
  if (data.fill) {
    progress(`filled in ${Math.round(data.fill.seconds)} s (${data.fill.recordsPerSecond} records/s ingest)`);
    measurements.push({
      id: `archive.${args.records}.fill`,
      section: 'scale',
      label: `archive, ${args.records.toLocaleString('en-US')} records: fill (ingest, decisions, analyze)`,
      figure: exact(data.fill.seconds * 1000, 'ms', `${data.fill.recordsPerSecond} records/s ingest`),
    });
  }
  progress('starting the dashboard on the filled archive (polling off)');
  const server = await startArchiveDashboard(root, APP_ID, data.path, dist);
  cleanups.push(() => server.stop());
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const loadAtStart = loadNow();
  measurements.push(...(await measureArchiveStart(browser, server.url, APP_ID, args.records, args.runs, progress)));
  measurements.push(
    ...(await measureArchiveScroll(browser, server.url, APP_ID, args.records, slowRuns(args.runs), progress)),
  );
  const budgets = checkBudgets(measurements, { timing: true }, ARCHIVE_BROWSER_BUDGETS);
  process.stdout.write(
    `\nChromium ${browser.version()}, 1-minute load average ${loadAtStart} at the start, ${loadNow()} at the end (other work skews the frames)\n${formatTable(measurements, budgets)}\n\n`,
  );
  const breaches = formatBreaches(budgets, measurements);
  for (const line of breaches) process.stdout.write(`${line}\n`);
  return breaches.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
