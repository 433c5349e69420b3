import { sql, type Kysely } from 'kysely';
import { ingestPoll } from '../server/archive/archive-ingest.ts';
import { createRandom } from '../server/emulator/random.ts';
import type { Database } from '../server/store/schema.ts';

/**
 * The archive at scale, as the store and browser benches fill it: records spread over a year and
 * 14 rules, ingested the way the poller does (polls of 10000, one transaction each).
 */
export const POLL = 10_000;
export const YEAR = 365 * 86_400;
/** The newest record's time: fixed, so every fill is the same whatever the day it runs. */
export const END = Date.UTC(2026, 10, 25) / 1000;
const RULES = Array.from({ length: 14 }, (_, index) => `rule-${index + 1}`);
const WORDS =
  'buy cheap pills now free money click link winner prize crypto offer limited deal call me address phone email hate spam'.split(
    ' ',
  );

/**
 * One sender with 10,000 blocks in any fill of at least that many (every `total / 10,000`-th
 * record): the sender's case page is timed on it (bench/archive-sender.ts).
 */
export const HEAVY_SENDER = 'heavy-sender';
export const HEAVY_SENDER_BLOCKS = 10_000;
const isHeavy = (n: number, total: number) =>
  total >= HEAVY_SENDER_BLOCKS && n % Math.floor(total / HEAVY_SENDER_BLOCKS) === 0;

/** Record n of `total`, oldest first; rules weighted so a few block most, revisions change through the year. */
export function archiveRecord(n: number, total: number, random: () => number) {
  const createdAt = END - YEAR + Math.floor((n / total) * YEAR);
  const ruleIndex = Math.min(RULES.length - 1, Math.floor(random() ** 2 * RULES.length));
  const ruleId = RULES[ruleIndex] ?? 'rule-1';
  const revision = 1 + Math.floor(((createdAt - (END - YEAR)) / YEAR) * (2 + (ruleIndex % 3)));
  // The random draw is taken either way: every other record stays what it was.
  const drawn = `user-${Math.floor(random() * 5000)}`;
  const sender = isHeavy(n, total) ? HEAVY_SENDER : drawn;
  const text = Array.from(
    { length: 4 + Math.floor(random() * 8) },
    () => WORDS[Math.floor(random() * WORDS.length)],
  ).join(' ');
  return {
    ruleId,
    ruleName: ruleId,
    revisionId: `bench_${ruleId}_${revision}`,
    action: ['blockMessage'],
    createdAt,
    message: {
      id: 10_000_000 + n,
      sender,
      receiver: `user-${Math.floor(random() * 5000)}`,
      conversationId: `conv-${Math.floor(random() * 20_000)}`,
      type: 'text',
      category: 'message',
      sentAt: createdAt,
      data: {
        text,
        moderation: { status: 'pending' },
        entities: { sender: { entity: { uid: sender, name: `Name ${sender}` } } },
      },
    },
  };
}

/**
 * Ingests records 0 to `total - 1` of `recordAt` for `appId` as the poller does: polls of 10000,
 * each listed newest first as the service lists them, one transaction each. Returns the seconds it took.
 */
export async function ingestInPolls(
  db: Kysely<Database>,
  appId: string,
  total: number,
  nowSeconds: number,
  recordAt: (n: number) => unknown,
  progress: (done: number) => void,
): Promise<number> {
  const start = performance.now();
  for (let first = 0; first < total; first += POLL) {
    const records = Array.from({ length: Math.min(POLL, total - first) }, (_, i) => recordAt(first + i)).reverse();
    await ingestPoll(
      db,
      appId,
      { records, limit: POLL, rules: [], revisions: new Map() },
      { nowSeconds, retentionDays: 400, frequentForSeconds: 600 },
    );
    progress(Math.min(total, first + POLL));
  }
  return (performance.now() - start) / 1000;
}

/**
 * Ingests `total` records for `appId`, one record in ten decided, then analyzes the tables.
 * Returns the ingest rate in records a second (the decisions and analyze not counted).
 */
export async function fillArchive(
  db: Kysely<Database>,
  appId: string,
  total: number,
  progress: (done: number) => void = () => undefined,
): Promise<number> {
  const rng = createRandom('archive-bench');
  const random = () => rng.next();
  const seconds = await ingestInPolls(db, appId, total, END, (n) => archiveRecord(n, total, random), progress);
  // As moderators and the reviewed list leave them: the list joins them in.
  await sql`insert into archive_decisions (app_id, message_id, status, decided_by, decided_at, source)
    select app_id, message_id, 'rejected', 'bench', created_at + 60, 'dashboard' from archive_messages where app_id = ${appId} and right(message_id, 1) = '0'`.execute(
    db,
  );
  await sql`analyze archive_messages`.execute(db);
  await sql`analyze archive_decisions`.execute(db);
  return Math.round(total / seconds);
}
