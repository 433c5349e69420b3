import { sql, type Kysely } from 'kysely';
import { decisionEffect } from '../../contract/schemas/decision-meaning.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { readBackTo, secondsOf } from '../decisions/newest-first-read.ts';
import type { Database } from '../store/schema.ts';

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

/** A message never decided waits forever: later than any time asked about. */
const NEVER = Number.MAX_SAFE_INTEGER;

async function waitingInputs(db: Kysely<Database>, appId: string, { from, to, size, now }: MovementParams) {
  // Before the range -1, after it -2, else the bucket: the totals of "now" are the sums.
  const bucketOf = (column: string) =>
    sql<number>`case when ${sql.ref(column)} < ${from} then -1 when ${sql.ref(column)} >= ${to} then -2
      else floor((${sql.ref(column)} - ${from}) / ${size})::int end`;
  const blocks = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .select((eb) => [bucketOf('created_at').as('i'), eb.fn.countAll<number>().as('count')])
    .groupBy('i')
    .execute();
  const decided = await db
    .selectFrom('archive_decisions as d')
    .innerJoin('archive_messages as m', (join) =>
      join.onRef('m.app_id', '=', 'd.app_id').onRef('m.message_id', '=', 'd.message_id'),
    )
    .where('d.app_id', '=', appId)
    .select((eb) => [bucketOf('d.decided_at').as('i'), eb.fn.countAll<number>().as('count')])
    .groupBy('i')
    .execute();
  const ends = [];
  for (let start = from; start < to; start += size) ends.push(Math.min(start + size, to, now));
  const oldest = await oldestWaitingAtEach(db, appId, [...ends, now]);
  const countOf = (rows: { i: number; count: number }[], i: number) =>
    Number(rows.find((row) => Number(row.i) === i)?.count ?? 0);
  const total = (rows: { count: number }[]) => rows.reduce((sum, row) => sum + Number(row.count), 0);
  return {
    before: { blocked: countOf(blocks, -1), decided: countOf(decided, -1) },
    buckets: ends.map((_, i) => ({
      time: from + i * size,
      blocked: countOf(blocks, i),
      decided: countOf(decided, i),
      oldestWaiting: oldest[i] ?? null,
    })),
    now: { blocked: total(blocks), decided: total(decided), oldestWaiting: oldest[ends.length] ?? null },
  };
}

/**
 * For each time of `ends` (ascending), when the oldest message blocked by then and not decided by
 * then was blocked; null when none waited. One statement, whatever the number of times: taken in
 * the order they were blocked, a message is the oldest waiting from when it was blocked and every
 * older one was decided, until it is decided itself. Those turns follow one another, so each
 * time's answer is the last turn begun by then, if that turn has not ended.
 */
async function oldestWaitingAtEach(
  db: Kysely<Database>,
  appId: string,
  ends: readonly number[],
): Promise<(number | null)[]> {
  const first = Math.min(...ends);
  const last = Math.max(...ends);
  const times = sql.join(ends.map((at, i) => sql`(${i}::int, ${at}::bigint)`));
  // Messages decided before the first time change no answer: the turns start from the rest.
  const { rows } = await sql<{ i: number; oldest: number | null }>`
    with waits as (
      select m.created_at as blocked, coalesce(d.decided_at, ${NEVER}::bigint) as decided,
        max(coalesce(d.decided_at, ${NEVER}::bigint)) over (
          order by m.created_at, m.message_id rows between unbounded preceding and 1 preceding
        ) as older_decided
      from archive_messages m
      left join archive_decisions d on d.app_id = m.app_id and d.message_id = m.message_id
      where m.app_id = ${appId} and m.created_at <= ${last} and (d.decided_at is null or d.decided_at > ${first})
    ), turns as (
      select greatest(blocked, coalesce(older_decided, blocked)) as since, blocked, decided from waits
    ), timeline as (
      select since as at, 0 as kind, null::int as i, blocked, decided from turns where decided > since
      union all
      select at, 1, i, null, null from (values ${times}) as times(i, at)
    ), carried as (
      select kind, i, at, max(blocked) over w as blocked, max(decided) over w as decided
      from timeline window w as (order by at, kind rows unbounded preceding)
    )
    select i, case when at < decided then blocked end as oldest from carried where kind = 1 order by i`.execute(db);
  return rows.map((row) => (row.oldest === null ? null : Number(row.oldest)));
}

async function decidedInRange(db: Kysely<Database>, log: DecisionLog, appId: string, { from, to }: MovementParams) {
  const entries = await log.latest(appId, { limit: DECISIONS_READ });
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
  return {
    decisions: inRange.map((entry) => ({ ...entry, blockedAt: blockedAt.get(entry.messageId) ?? null })),
    // A full read whose oldest entry is still in the range: older decisions in the range were not read.
    decisionsComplete: readBackTo(
      entries.map((entry) => entry.time),
      DECISIONS_READ,
      from,
    ),
  };
}
