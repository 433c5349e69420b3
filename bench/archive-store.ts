/**
 * The archive at scale: `npx tsx bench/archive-store.ts [records=1000000] [--pg]`. Generates
 * records spread over a year and 14 rules, ingests them the way the poller does (polls of
 * 10000 in one transaction each), then times the list and trends queries. Embedded PGlite in a
 * temp folder by default; with --pg, a throwaway PostgreSQL server (Debian's package).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { ingestPoll } from '../server/archive/archive-ingest.ts';
import { archiveStatus, archiveTrends, listArchived } from '../server/archive/archive-queries.ts';
import type { ListParams } from '../server/archive/archive-query-params.ts';
import { createRandom } from '../server/emulator/random.ts';
import { openStore, type Store } from '../server/store/open-store.ts';
import { throwawayPostgres } from '../server/store/throwaway-postgres.ts';

const TOTAL = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 1_000_000);
const ON_SERVER = process.argv.includes('--pg');
const POLL = 10_000;
const YEAR = 365 * 86_400;
const END = Date.UTC(2026, 10, 25) / 1000;
const RULES = Array.from({ length: 14 }, (_, index) => `rule-${index + 1}`);
const WORDS = 'buy cheap pills now free money click link winner prize crypto offer limited deal call me address phone email hate spam'.split(' ');

/** Record n of TOTAL, oldest first; rules weighted so a few block most, revisions change through the year. */
function record(n: number, random: () => number) {
  const createdAt = END - YEAR + Math.floor((n / TOTAL) * YEAR);
  const ruleIndex = Math.min(RULES.length - 1, Math.floor(random() ** 2 * RULES.length));
  const ruleId = RULES[ruleIndex] ?? 'rule-1';
  const revision = 1 + Math.floor(((createdAt - (END - YEAR)) / YEAR) * (2 + (ruleIndex % 3)));
  const sender = `user-${Math.floor(random() * 5000)}`;
  const text = Array.from({ length: 4 + Math.floor(random() * 8) }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  return {
    ruleId, ruleName: ruleId, revisionId: `bench_${ruleId}_${revision}`, action: ['blockMessage'], createdAt,
    message: { id: 10_000_000 + n, sender, receiver: `user-${Math.floor(random() * 5000)}`, conversationId: `conv-${Math.floor(random() * 20_000)}`, type: 'text', category: 'message', sentAt: createdAt,
      data: { text, moderation: { status: 'pending' }, entities: { sender: { entity: { uid: sender, name: `Name ${sender}` } } } } },
  };
}

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

async function ingest(store: Store): Promise<number> {
  const rng = createRandom('archive-bench');
  const random = () => rng.next();
  const start = performance.now();
  for (let first = 0; first < TOTAL; first += POLL) {
    // A poll lists newest first, as the service does.
    const records = Array.from({ length: Math.min(POLL, TOTAL - first) }, (_, i) => record(first + i, random)).reverse();
    await ingestPoll(store.db, 'bench-app', { records, limit: POLL, rules: [], revisions: new Map() }, { nowSeconds: END, retentionDays: 400, frequentForSeconds: 600 });
  }
  const seconds = (performance.now() - start) / 1000;
  // One record in ten decided, as moderators and the reviewed list leave them: the list joins them in.
  await sql`insert into archive_decisions (app_id, message_id, status, decided_by, decided_at, source)
    select app_id, message_id, 'rejected', 'bench', created_at + 60, 'dashboard' from archive_messages where right(message_id, 1) = '0'`.execute(store.db);
  await sql`analyze archive_messages`.execute(store.db);
  await sql`analyze archive_decisions`.execute(store.db);
  return Math.round(TOTAL / seconds);
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
    ['trends: a year by day, one rule', () => archiveTrends(store.db, 'bench-app', { bucket: 'day', from: END - YEAR, to: END, ruleId: 'rule-1' })],
    ['status (records, oldest, newest, gaps)', () => archiveStatus(store.db, 'bench-app')],
    ['trends: a month by hour', () => archiveTrends(store.db, 'bench-app', { bucket: 'hour', from: END - 30 * 86_400, to: END })],
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
  console.log(`ingest: ${await ingest(store)} records/s`);
  console.table(await measure(store));
} finally {
  await store.close();
  postgres?.remove();
  if (dir) await rm(dir, { recursive: true, force: true });
}
