/**
 * The archive at scale: `npx tsx bench/archive-store.ts [records=1000000] [--pg]`. Generates
 * records spread over a year and 14 rules, ingests them the way the poller does (polls of
 * 10000 in one transaction each), then times the list and trends queries. Embedded PGlite in a
 * temp folder by default; with --pg, a throwaway PostgreSQL server (Debian's package).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { archiveStatus, archiveTrends, listArchived } from '../server/archive/archive-queries.ts';
import type { ListParams } from '../server/archive/archive-query-params.ts';
import { openStore, type Store } from '../server/store/open-store.ts';
import { throwawayPostgres } from '../server/store/throwaway-postgres.ts';
import { END, fillArchive, YEAR } from './archive-fill.ts';

const TOTAL = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 1_000_000);
const ON_SERVER = process.argv.includes('--pg');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

async function timed(runs: number, run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run(); // warm the cache and the plan
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: Math.round(percentile(times, 0.5) * 10) / 10, p95: Math.round(percentile(times, 0.95) * 10) / 10 };
}

async function measure(store: Store) {
  const list = (params: ListParams) => () => listArchived(store.db, 'bench-app', { limit: 100, ...params });
  const middle = await listArchived(store.db, 'bench-app', { limit: 500, to: END - YEAR / 2 });
  const cases: [string, () => Promise<unknown>][] = [
    ['list: newest 100', list({})],
    ["list: the archive view's first page (200)", list({ limit: 200 })],
    ['list: a page half a year back (cursor)', list({ cursor: middle.next ?? undefined })],
    ['list: one rule', list({ ruleId: 'rule-9' })],
    ['list: one revision', list({ revisionId: 'bench_rule-3_2' })],
    ['list: one week', list({ from: END - 200 * 86_400, to: END - 193 * 86_400 })],
    ['list: q = a sender uid', list({ q: 'user-4321' })],
    ['list: q = a common word', list({ q: 'crypto' })],
    ['list: q = a missing word + rule', list({ q: 'zebra', ruleId: 'rule-2' })],
    ['trends: a year by day', () => archiveTrends(store.db, 'bench-app', { bucket: 'day', from: END - YEAR, to: END })],
    [
      'trends: a year by day, one rule',
      () => archiveTrends(store.db, 'bench-app', { bucket: 'day', from: END - YEAR, to: END, ruleId: 'rule-1' }),
    ],
    ['status (records, oldest, newest, gaps)', () => archiveStatus(store.db, 'bench-app')],
    [
      'trends: a month by hour',
      () => archiveTrends(store.db, 'bench-app', { bucket: 'hour', from: END - 30 * 86_400, to: END }),
    ],
  ];
  const rows: Record<string, { p50: number; p95: number }> = {};
  for (const [name, run] of cases) rows[name] = await timed(20, run);
  return rows;
}

const dir = ON_SERVER ? undefined : await mkdtemp(join(tmpdir(), 'archive-bench-'));
const postgres = ON_SERVER ? await throwawayPostgres() : undefined;
const store = await openStore(postgres ? { DATABASE_URL: postgres.url } : { DASHBOARD_DATA_DIR: dir }, '.');
try {
  console.log(`${TOTAL} records on ${store.description}`);
  console.log(`ingest: ${await fillArchive(store.db, 'bench-app', TOTAL)} records/s`);
  console.table(await measure(store));
} finally {
  await store.close();
  postgres?.remove();
  if (dir) await rm(dir, { recursive: true, force: true });
}
