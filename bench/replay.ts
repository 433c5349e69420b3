/**
 * The replay budget: `npm run bench:replay [-- --runs N] [--records N] [--fresh] [--check]`.
 * Fills a PGlite data folder with 100,000 blocked messages over the last 90 days (bench/replay-fill.ts;
 * cached under /tmp for the day, `--fresh` fills again), most blocked by five rules that reference
 * one word list. Then, on the store in its own thread as the server opens it, times the replay of
 * that list losing a term, through the route (Hono's `request`, signed in as an admin, the service
 * a fake answering the rules and lists at once) over 7, 30 and 90 days: median and p95 of the runs,
 * and the query and the judging apart, to say where the time goes. Its own script, as the archive
 * and live benches are: `npm run bench` measures one emulator with no archive.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudgets, REPLAY_BUDGETS } from './budgets.ts';
import { exact, type Measurement, percentile, summarize } from './figures.ts';
import { loadNow } from './machine.ts';
import { formatBreaches, formatTable } from './report.ts';
import { APP_ID } from './routes.ts';
import { startArchiveDashboard } from './archive-dashboard.ts';
import { launchBrowser } from './browser/session.ts';
import { measureReplayInBrowser, seedReplayRules } from './replay-browser.ts';
import { buildForBench, prepareForServing } from './size/measure.ts';
import { filledDataDir } from './archive-data-dir.ts';
import { DAY, fillReplayArchive, LIST_ID, REMOVED_TERM, REPLAY_LISTS, REPLAY_RULES } from './replay-fill.ts';
import { parseRule } from '../server/replay/judge-rule.ts';
import { ALL_REPLAY_FIELDS, replayFields, type ReplayFields } from '../server/replay/replay-fields.ts';
import { replayMessages } from '../server/replay/replay-query.ts';
import { openStore } from '../server/store/open-store.ts';
import { appOnStore } from '../server/testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN, testConfig } from '../server/testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../server/testing/users.ts';

const APP = APP_ID;
const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = option('--runs', 9);
const RECORDS = option('--records', 100_000);
const FRESH = process.argv.includes('--fresh');
const SERVER_ONLY = process.argv.includes('--server-only');
const CHECK = process.argv.includes('--check');
const RANGES = [7, 30, 90] as const;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const progress = (line: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const round = (ms: number) => Math.round(ms * 10) / 10;

/** The fill ends at today's midnight (UTC), so the route's own clock sees all of it within 90 days. */
const END = Math.floor(Date.now() / 1000 / DAY) * DAY;
const CACHE_NAME = `replay-bench-${new Date(END * 1000).toISOString().slice(0, 10)}`;

/** Yesterday's cached fills: a day later their oldest records fall out of the 90 days. */
function removeOldCaches() {
  for (const name of readdirSync(tmpdir()))
    if (name.startsWith('replay-bench-') && !name.startsWith(CACHE_NAME))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
}

async function main(): Promise<number> {
  removeOldCaches();
  const data = await filledDataDir(APP, RECORDS, !FRESH, progress, {
    name: CACHE_NAME,
    fill: (db, appId, total, done) => fillReplayArchive(db, appId, total, END, done),
  });
  const measurements: Measurement[] = [];
  if (data.fill)
    measurements.push({
      id: 'replay.fill',
      section: 'server',
      label: `replay archive, ${RECORDS.toLocaleString('en-US')} records: fill (ingest, decisions, analyze)`,
      figure: exact(data.fill.seconds * 1000, 'ms', `${data.fill.recordsPerSecond} records/s ingest`),
    });
  const loadAtStart = loadNow();
  try {
    measurements.push(...(await measureRoute(data.path)));
    if (!SERVER_ONLY) measurements.push(...(await measureBrowser(data.path)));
  } finally {
    await data.remove();
  }
  const budgets = checkBudgets(measurements, { timing: true }, REPLAY_BUDGETS);
  process.stdout.write(
    `\n${RECORDS.toLocaleString('en-US')} archived records in PGlite, list ${LIST_ID} without "${REMOVED_TERM}"; ${RUNS} runs; 1-minute load average ${loadAtStart} at the start, ${loadNow()} at the end\n${formatTable(measurements, budgets)}\n\n`,
  );
  const breaches = formatBreaches(budgets, measurements);
  for (const line of breaches) process.stdout.write(`${line}\n`);
  return CHECK && breaches.length > 0 ? 1 : 0;
}

/** The route in this process, on the store in its own thread as the server opens it. */
async function measureRoute(dataPath: string): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const store = await openStore({ DASHBOARD_DATA_DIR: dataPath }, '.');
  try {
    const upstream = recordingFetch((request) =>
      Response.json({ data: new URL(request.url).pathname.endsWith('/keywords') ? REPLAY_LISTS : REPLAY_RULES }),
    );
    const [first] = testConfig.apps;
    if (!first) throw new Error('testConfig has no app');
    const config = await configWithUsers({ apps: [{ ...first, appId: APP }] });
    const app = await appOnStore(store, config, upstream.fetch);
    const { cookie } = await signIn(app, 'ada', PASSWORDS.admin);
    const list = REPLAY_LISTS[0];
    const change = { ...list, searchTerms: list?.searchTerms.filter((term) => term !== REMOVED_TERM) };
    const replay = async (days: number) => {
      const started = performance.now();
      const response = await app.request(`/api/apps/${APP}/archive/replay`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', ...SAME_ORIGIN },
        body: JSON.stringify({ days, keywordList: change }),
      });
      const body = (await response.json()) as { data?: { rules: ReplayRuleFigures[] } };
      const ms = performance.now() - started;
      if (response.status !== 200 || !body.data) throw new Error(`the replay answered ${response.status}`);
      return { ms, rules: body.data.rules };
    };
    for (const days of RANGES) {
      const first = await replay(days); // warms the plan and the cache
      progress(`${days} days: ${describeFigures(first.rules)}`);
      const times: number[] = [];
      const loads: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        times.push((await replay(days)).ms);
        loads.push(loadNow());
      }
      const ruleIds = first.rules.map((rule) => rule.ruleId);
      const fields = replayFields(REPLAY_RULES.filter((rule) => ruleIds.includes(rule.id)).map(parseRule));
      const query = async (read: ReplayFields) => {
        const started = performance.now();
        await replayMessages(store.db, APP, ruleIds, days, Math.floor(Date.now() / 1000), read);
        return performance.now() - started;
      };
      const queried: number[] = [];
      const queriedAll: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        queried.push(await query(fields));
        queriedAll.push(await query(ALL_REPLAY_FIELDS));
      }
      const messages = first.rules.reduce((sum, rule) => sum + total(rule), 0);
      const load = `load ${Math.min(...loads)}–${Math.max(...loads)}`;
      measurements.push(
        {
          id: `replay.${days}.route`,
          section: 'server',
          label: `replay of a list change, ${days} days (${messages.toLocaleString('en-US')} messages, ${ruleIds.length} rules): request → answer read`,
          figure: summarize(times, 'ms', `p95 ${round(percentile(times, 95))} ms; ${load}`),
        },
        {
          id: `replay.${days}.query`,
          section: 'server',
          label: `replay, ${days} days: the archive query alone (part of the above)`,
          figure: summarize(queried, 'ms', load),
        },
        {
          id: `replay.${days}.queryAllFields`,
          section: 'server',
          label: `replay, ${days} days: the query reading every field (rules with filters or non-text conditions)`,
          figure: summarize(queriedAll, 'ms', load),
        },
      );
    }
    return measurements;
  } finally {
    await store.close();
  }
}

/** The list editor in Chromium, on the dashboard in its own process over the same folder (the route's store closed). */
async function measureBrowser(dataPath: string): Promise<Measurement[]> {
  const cleanups: (() => Promise<unknown>)[] = [];
  try {
    // DASHBOARD_DIST_DIR: a build made beforehand (as bench/archive-browser.ts takes it).
    let dist = process.env.DASHBOARD_DIST_DIR ? resolve(process.env.DASHBOARD_DIST_DIR) : undefined;
    if (!dist) {
      const outDir = mkdtempSync(join(tmpdir(), 'replay-bench-dist-'));
      cleanups.push(async () => rmSync(outDir, { recursive: true, force: true }));
      progress(`building the SPA into ${outDir}`);
      await buildForBench(root, outDir);
      prepareForServing(outDir);
      dist = outDir;
    }
    let restore: () => Promise<void> = async () => undefined;
    const server = await startArchiveDashboard(root, APP, dataPath, dist, async (restBase, apiKey) => {
      restore = await seedReplayRules(restBase, apiKey);
    });
    cleanups.push(() => server.stop());
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    return await measureReplayInBrowser(browser, server.url, APP, RUNS, () => restore(), progress);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

interface ReplayRuleFigures {
  ruleId: string;
  stillBlocked: number;
  noLongerBlocked: { approved: number; rejected: number; undecided: number };
  notEvaluable: number;
}
const total = (rule: ReplayRuleFigures) =>
  rule.stillBlocked +
  rule.noLongerBlocked.approved +
  rule.noLongerBlocked.rejected +
  rule.noLongerBlocked.undecided +
  rule.notEvaluable;
const describeFigures = (rules: readonly ReplayRuleFigures[]) =>
  rules
    .map(
      (rule) =>
        `${rule.ruleId} ${rule.stillBlocked} kept, ${rule.noLongerBlocked.approved}/${rule.noLongerBlocked.rejected}/${rule.noLongerBlocked.undecided} released (approved/rejected/undecided)`,
    )
    .join('; ');

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
}
