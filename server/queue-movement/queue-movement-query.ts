import { sql, type Kysely } from 'kysely';
import { decisionEffect } from '../../contract/schemas/decision-meaning.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import type { Database } from '../store/schema.ts';
import { messagesWithDecisions } from '../archive/messages-with-decisions.ts';

/** The decision log is read newest first, this many entries at most (a month of a busy team). */
export const DECISIONS_READ = 10_000;

export interface MovementParams {
  from: number;
  to: number;
  /** Seconds per bucket of the waiting series. */
  size: number;
  /** Unix seconds: the "now" of the figures. */
  now: number;
}

/**
 * The answer the leads' figures are computed from (contract/queue-movement.ts), in
 * Unix seconds:
 * - `waiting`: the archive's blocks and the decisions on them, before `from` and per bucket,
 *   and the oldest message still waiting at the end of each bucket and now;
 * - `decisions`: the dashboard's applied decisions on blocked messages taken in [from, to), from
 *   the decision log, each with when its message was blocked (the archive's, null if not archived).
 */
export async function queueMovement(
  db: Kysely<Database>,
  decisions: DecisionLog,
  appId: string,
  params: MovementParams,
) {
  const [waiting, decided] = await Promise.all([
    waitingInputs(db, appId, params),
    decidedInRange(db, decisions, appId, params),
  ]);
  return { from: params.from, to: params.to, bucketSeconds: params.size, now: params.now, waiting, ...decided };
}

async function waitingInputs(db: Kysely<Database>, appId: string, { from, to, size, now }: MovementParams) {
  const index = (column: string) => sql<number>`floor((${sql.ref(column)} - ${from}) / ${size})::int`;
  const blocks = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .where('created_at', '<', to)
    .select((eb) => [
      sql<number>`case when created_at < ${from} then -1 else ${index('created_at')} end`.as('i'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy('i')
    .execute();
  const decided = await db
    .selectFrom('archive_decisions as d')
    .innerJoin('archive_messages as m', (join) =>
      join.onRef('m.app_id', '=', 'd.app_id').onRef('m.message_id', '=', 'd.message_id'),
    )
    .where('d.app_id', '=', appId)
    .where('d.decided_at', '<', to)
    .select((eb) => [
      sql<number>`case when d.decided_at < ${from} then -1 else ${index('d.decided_at')} end`.as('i'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy('i')
    .execute();
  const ends = [];
  for (let start = from; start < to; start += size) ends.push(Math.min(start + size, to, now));
  const oldest = await Promise.all([...ends, now].map((at) => oldestWaitingAt(db, appId, at)));
  const countOf = (rows: { i: number; count: number }[], i: number) =>
    Number(rows.find((row) => Number(row.i) === i)?.count ?? 0);
  return {
    before: { blocked: countOf(blocks, -1), decided: countOf(decided, -1) },
    buckets: ends.map((_, i) => ({
      time: from + i * size,
      blocked: countOf(blocks, i),
      decided: countOf(decided, i),
      oldestWaiting: oldest[i] ?? null,
    })),
    now: {
      blocked: await countAll(db, appId, 'blocked'),
      decided: await countAll(db, appId, 'decided'),
      oldestWaiting: oldest[ends.length] ?? null,
    },
  };
}

/** When the oldest message blocked by `at` and not decided by then was blocked; null when none waited. */
async function oldestWaitingAt(db: Kysely<Database>, appId: string, at: number): Promise<number | null> {
  const row = await messagesWithDecisions(db, appId)
    .where('m.created_at', '<=', at)
    .where((eb) => eb.or([eb('d.decided_at', 'is', null), eb('d.decided_at', '>', at)]))
    .select('m.created_at')
    .orderBy('m.created_at')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.created_at) : null;
}

async function countAll(db: Kysely<Database>, appId: string, what: 'blocked' | 'decided'): Promise<number> {
  const row =
    what === 'blocked'
      ? await db
          .selectFrom('archive_messages')
          .where('app_id', '=', appId)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst()
      : await db
          .selectFrom('archive_decisions as d')
          .innerJoin('archive_messages as m', (join) =>
            join.onRef('m.app_id', '=', 'd.app_id').onRef('m.message_id', '=', 'd.message_id'),
          )
          .where('d.app_id', '=', appId)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function decidedInRange(db: Kysely<Database>, log: DecisionLog, appId: string, { from, to }: MovementParams) {
  const entries = await log.latest(appId, { limit: DECISIONS_READ });
  const secondsOf = (iso: string) => Math.floor(Date.parse(iso) / 1000);
  const inRange = entries.flatMap((entry) => {
    const decision = decisionEffect(entry.decision);
    const decidedAt = secondsOf(entry.decidedAt ?? entry.time);
    if (entry.queue !== 'blocked' || entry.outcome !== 'applied' || !decision || !(decidedAt >= from && decidedAt < to))
      return [];
    return [{ messageId: entry.messageId, username: entry.username, decision, decidedAt }];
  });
  const ids = [...new Set(inRange.map((entry) => entry.messageId))];
  const blocked =
    ids.length === 0
      ? []
      : await db
          .selectFrom('archive_messages')
          .where('app_id', '=', appId)
          .where('message_id', 'in', ids)
          .select(['message_id', 'created_at'])
          .execute();
  const blockedAt = new Map(blocked.map((row) => [row.message_id, Number(row.created_at)]));
  const oldestRead = entries[entries.length - 1];
  return {
    decisions: inRange.map((entry) => ({ ...entry, blockedAt: blockedAt.get(entry.messageId) ?? null })),
    // A full read whose oldest entry is still in the range: older decisions in the range were not read.
    decisionsComplete: entries.length < DECISIONS_READ || !oldestRead || secondsOf(oldestRead.time) < from,
  };
}
