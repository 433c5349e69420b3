import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { revisionTallies } from './approved-later-query.ts';
import { revisionPerformance, type Span } from './revision-performance.ts';

export interface RevisionPerformanceParams {
  ruleId: string;
  /** Days before and after each revision took effect that its per-day figures cover. */
  days: number;
}

/**
 * A rule's revisions and how each performed, from the archive's blocks and decisions
 * (revisionTallies).
 */
export async function queryRevisionPerformance(db: Kysely<Database>, appId: string, params: RevisionPerformanceParams) {
  const { ruleId } = params;
  const revisions = await db
    .selectFrom('archive_revisions')
    .where('app_id', '=', appId)
    .where('rule_id', '=', ruleId)
    .select(['revision_id', 'revision_time'])
    .execute();
  // The same count as "approved later" (approved-later-query.ts), so the two never disagree.
  const tallies = await revisionTallies(db, appId, { ruleId });
  const coverage = await archiveCoverage(db, appId);
  const windowSeconds = params.days * 86_400;
  const times = revisions.flatMap((row) => (row.revision_time === null ? [] : [row.revision_time]));
  const hourly =
    coverage && times.length > 0
      ? await db
          .selectFrom('archive_hourly_counts')
          .where('app_id', '=', appId)
          .where('rule_id', '=', ruleId)
          .where('hour', '>=', Math.min(...times) - windowSeconds)
          .where('hour', '<', Math.max(...times) + windowSeconds)
          .select((eb) => ['hour', eb.fn.sum<number>('count').as('count')])
          .groupBy('hour')
          .execute()
      : [];
  return {
    ruleId,
    windowDays: params.days,
    coverage,
    revisions: revisionPerformance({
      revisions: revisions.map((row) => ({ revisionId: row.revision_id, time: row.revision_time })),
      // A message without a revision id counts for no revision.
      tallies: tallies.filter((tally) => tally.revisionId !== ''),
      hourly: hourly.map((row) => ({ hour: Number(row.hour), count: Number(row.count) })),
      coverage,
      windowSeconds,
    }),
  };
}

/**
 * The time the archive can speak for: from its oldest record to its last successful poll
 * (before that, or between polls, blocks may exist that it has not read yet).
 */
async function archiveCoverage(db: Kysely<Database>, appId: string): Promise<Span | null> {
  const oldest = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .select((eb) => [eb.fn.min('created_at').as('oldest'), eb.fn.max('created_at').as('newest')])
    .executeTakeFirst();
  const state = await db
    .selectFrom('archive_poll_state')
    .where('app_id', '=', appId)
    .select('last_success')
    .executeTakeFirst();
  if (oldest?.oldest == null) return null;
  return { from: Number(oldest.oldest), to: Number(state?.last_success ?? oldest.newest) };
}
