import { sql, type Kysely } from 'kysely';
import { notesOf } from '../notes/note-store.ts';
import type { Database } from '../store/schema.ts';
import { archivedRuleNames } from './archived-rule-names.ts';
import {
  decodeCursor,
  encodeCursor,
  TREND_BUCKETS,
  type ListParams,
  type TrendParams,
} from './archive-query-params.ts';
import { messagesWithDecisions } from './messages-with-decisions.ts';

export const DEFAULT_LIST_LIMIT = 100;

/** `q` as a LIKE pattern: a substring, with LIKE's own wildcards taken literally. */
function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The decision kept beside an archived record, as the list gives it (`archiveDecision`). */
export interface ArchivedDecision {
  status: string;
  decidedBy: string | null;
  decidedAt: number;
  source: string;
}

/**
 * The query for one page of an app's archive after `cursor`, newest first, one row more than the
 * page to tell whether another follows. A function of its own so that a test and a bench can
 * `compile()` it and read its plan with `EXPLAIN` (archive-search-plan.integration.test.ts,
 * bench/archive-search-plan.ts) rather than a copy of its SQL.
 */
export function archivePageQuery(db: Kysely<Database>, appId: string, params: ListParams & { cursor?: string }) {
  const limit = params.limit ?? DEFAULT_LIST_LIMIT;
  const after = params.cursor ? decodeCursor(params.cursor) : undefined;
  let query = messagesWithDecisions(db, appId);
  if (params.ruleId) query = query.where('m.rule_id', '=', params.ruleId);
  if (params.revisionId) query = query.where('m.revision_id', '=', params.revisionId);
  if (params.senderUid) query = query.where('m.sender_uid', '=', params.senderUid);
  if (params.type) query = query.where('m.type', '=', params.type);
  if (params.status) query = query.where('m.status', '=', params.status);
  if (params.from !== undefined) query = query.where('m.created_at', '>=', params.from);
  if (params.to !== undefined) query = query.where('m.created_at', '<=', params.to);
  if (params.q) query = query.where('m.search', 'like', containsPattern(params.q));
  if (after)
    query = query.where((eb) =>
      eb(eb.refTuple('m.created_at', 'm.message_id'), '<', eb.tuple(after.createdAt, after.messageId)),
    );
  return query
    .select([
      'm.created_at',
      'm.message_id',
      'm.record',
      'd.status as decision_status',
      'd.decided_by',
      'd.decided_at',
      'd.source',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.message_id', 'desc')
    .limit(limit + 1);
}

/**
 * Archived records of one app, newest first, one page after `cursor`. Each record is the
 * service's own, plus `archiveDecision` when the archive holds a decision on it (a name the
 * service does not use, so nothing of its record is hidden), and `archiveNotes` when moderators
 * left notes on it (the exports carry both).
 */
export async function listArchived(db: Kysely<Database>, appId: string, params: ListParams & { cursor?: string }) {
  const limit = params.limit ?? DEFAULT_LIST_LIMIT;
  const rows = await archivePageQuery(db, appId, params).execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const notes = await notesOf(
    db,
    appId,
    page.map((row) => row.message_id),
  );
  const records = page.map((row) => {
    const archiveNotes = notes.get(row.message_id);
    const withNotes = archiveNotes ? { ...row.record, archiveNotes } : row.record;
    if (row.decision_status === null || row.decided_at === null || row.source === null) return withNotes;
    const archiveDecision: ArchivedDecision = {
      status: row.decision_status,
      decidedBy: row.decided_by,
      decidedAt: row.decided_at,
      source: row.source,
    };
    return { ...withNotes, archiveDecision };
  });
  return { records, next: rows.length > limit && last ? encodeCursor(last.created_at, last.message_id) : null };
}

/** What the archive holds for one app and how its polling goes. */
export async function archiveStatus(db: Kysely<Database>, appId: string) {
  // Min and max walk the index's two ends; the total sums the hourly counts rather than counting a million rows.
  const totals = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .select((eb) => [eb.fn.min('created_at').as('oldest'), eb.fn.max('created_at').as('newest')])
    .executeTakeFirstOrThrow();
  const counted = await db
    .selectFrom('archive_hourly_counts')
    .where('app_id', '=', appId)
    .select((eb) => eb.fn.sum<number>('count').as('records'))
    .executeTakeFirst();
  const state = await db
    .selectFrom('archive_poll_state')
    .where('app_id', '=', appId)
    .select(['last_poll', 'last_error'])
    .executeTakeFirst();
  const gaps = await db
    .selectFrom('archive_gaps')
    .where('app_id', '=', appId)
    .select(['from_time', 'to_time'])
    .orderBy('to_time', 'desc')
    .limit(100)
    .execute();
  return {
    records: Number(counted?.records ?? 0),
    oldest: totals.oldest ?? null,
    newest: totals.newest ?? null,
    lastPoll: state?.last_poll ?? null,
    lastError: state?.last_error ?? null,
    gaps: gaps.map((gap) => ({ from: gap.from_time, to: gap.to_time })),
  };
}

/**
 * Counts per time bucket, rule and revision (from the hourly counts, so `from` and `to` count
 * whole hours), and when each revision was saved (chart markers).
 */
export async function archiveTrends(db: Kysely<Database>, appId: string, params: TrendParams) {
  const size = TREND_BUCKETS[params.bucket];
  let counted = db
    .selectFrom('archive_hourly_counts')
    .where('app_id', '=', appId)
    .where('hour', '>=', params.from)
    .where('hour', '<', params.to);
  if (params.ruleId) counted = counted.where('rule_id', '=', params.ruleId);
  // A literal, not a parameter: the same expression must appear in the select and the group by.
  const bucketStart = sql<number>`(hour / ${sql.lit(size)}) * ${sql.lit(size)}`;
  const counts = await counted
    .select((eb) => [bucketStart.as('time'), 'rule_id', 'revision_id', eb.fn.sum<number>('count').as('count')])
    .groupBy([bucketStart, 'rule_id', 'revision_id'])
    .orderBy('time')
    .orderBy('rule_id')
    .orderBy('revision_id')
    .execute();
  const countedIds = [...new Set(counts.flatMap((row) => (row.revision_id ? [row.revision_id] : [])))];
  let revisionQuery = db
    .selectFrom('archive_revisions')
    .where('app_id', '=', appId)
    .where((eb) =>
      eb.or([
        eb.and([eb('revision_time', '>=', params.from), eb('revision_time', '<', params.to)]),
        ...(countedIds.length > 0 ? [eb('revision_id', 'in', countedIds)] : []),
      ]),
    );
  if (params.ruleId) revisionQuery = revisionQuery.where('rule_id', '=', params.ruleId);
  const revisions = await revisionQuery
    .select(['rule_id', 'revision_id', 'revision_time'])
    .orderBy('revision_time')
    .execute();
  const ruleIds = [
    ...new Set([
      ...counts.flatMap((row) => (row.rule_id ? [row.rule_id] : [])),
      ...revisions.map((row) => row.rule_id),
    ]),
  ];
  return {
    bucket: params.bucket,
    from: params.from,
    to: params.to,
    counts: counts.map((row) => ({
      time: Number(row.time),
      ruleId: row.rule_id || null,
      revisionId: row.revision_id || null,
      count: Number(row.count),
    })),
    revisions: revisions.map((row) => ({ ruleId: row.rule_id, revisionId: row.revision_id, time: row.revision_time })),
    rules: await archivedRuleNames(db, appId, ruleIds),
    // Not any rule's: a rule's own trends leave them out.
    engineFailures: params.ruleId ? [] : await engineFailuresPerBucket(db, appId, params),
  };
}

/** Messages the moderation engine failed on, per bucket with any (its webhooks, counted by hour). */
async function engineFailuresPerBucket(db: Kysely<Database>, appId: string, params: TrendParams) {
  const size = TREND_BUCKETS[params.bucket];
  const bucketStart = sql<number>`(hour / ${sql.lit(size)}) * ${sql.lit(size)}`;
  const rows = await db
    .selectFrom('engine_failure_hours')
    .where('app_id', '=', appId)
    .where('hour', '>=', params.from)
    .where('hour', '<', params.to)
    .select((eb) => [bucketStart.as('time'), eb.fn.sum<number>('count').as('count')])
    .groupBy(bucketStart)
    .orderBy('time')
    .execute();
  return rows.map((row) => ({ time: Number(row.time), count: Number(row.count) }));
}
