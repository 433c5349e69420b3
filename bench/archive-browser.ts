/**
 * The archive list in the browser at scale (issues 18 and 31): `npm run bench:archive --
 * [records=1000000] [--cache] [--runs N] [--check]`. Fills a PGlite data folder with the store
 * bench's year of records (bench/archive-fill.ts), serves it with polling off, then in the e2e
 * Chromium times navigation → first archived row (cold loads), scrolls through 50 pages of 200
 * (longest frame, row elements in the DOM, a scrolled page's wait) and types five names into the
 * search (keystroke → that query's rows), and opens the case page of the sender with 10,000
 * blocks (navigation → its first archived block). Prints a table with its own budgets (bench/budgets.ts),
 * each part's load average beside its figures; with --check exits 1 when one is breached.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ARCHIVE_BROWSER_BUDGETS, checkBudgets } from './budgets.ts';
import { exact, loadNote, withNote, type Measurement } from './figures.ts';
import { formatBreaches, formatTable } from './report.ts';
import { APP_ID } from './routes.ts';
import { parseArchiveBrowserArgs, type ArchivePart } from './archive-browser-args.ts';
import { startArchiveDashboard } from './archive-dashboard.ts';
import { filledDataDir } from './archive-data-dir.ts';
import { measureArchiveScroll, measureArchiveStart } from './archive-list.ts';
import { measureArchiveSearch } from './archive-search.ts';
import { measureSenderCase } from './archive-sender.ts';
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
  const cores = cpus().length;
  // Each part's figures carry the load average over that part, marked when it was above the cores.
  const part = async (measure: () => Promise<Measurement[]>) => {
    const start = loadNow();
    const taken = await measure();
    const note = loadNote(start, loadNow(), cores);
    measurements.push(...taken.map((m) => withNote(m, note)));
  };
  const measures = {
    start: measureArchiveStart,
    scroll: measureArchiveScroll,
    search: measureArchiveSearch,
    sender: measureSenderCase,
  } satisfies Record<ArchivePart, unknown>;
  for (const name of args.parts)
    await part(() => measures[name](browser, server.url, APP_ID, args.records, args.runs, progress));
  const budgets = checkBudgets(measurements, { timing: true }, ARCHIVE_BROWSER_BUDGETS);
  const loadAtEnd = loadNow();
  process.stdout.write(
    `\nChromium ${browser.version()}, ${cores} cores, 1-minute load average ${loadAtStart} at the start, ${loadAtEnd} at the end (other work skews the frames)\n${formatTable(measurements, budgets)}\n\n`,
  );
  if (Math.max(loadAtStart, loadAtEnd) > cores)
    process.stdout.write(
      `warning: the machine was busy with other work (load average above its ${cores} cores): the timing figures are pessimistic\n`,
    );
  const breaches = formatBreaches(budgets, measurements);
  for (const line of breaches) process.stdout.write(`${line}\n`);
  return args.check && breaches.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}
