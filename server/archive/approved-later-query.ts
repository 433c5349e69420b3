import { sql, type Kysely } from 'kysely';
import type { ApprovedLaterAnswer } from '../../contract/approved-later.ts';
import type { Database } from '../store/schema.ts';
import { approvedLater, type RevisionTally } from './approved-later.ts';
import { messagesWithDecisions } from './messages-with-decisions.ts';

export interface TallyFilter {
  ruleId?: string | undefined;
  /** Unix seconds, blocked at or after. */
  from?: number | undefined;
  /** Unix seconds, blocked before. */
  to?: number | undefined;
}

/**
 * How many archived blocks each rule revision has under each decision status. A message's
 * decision is the dashboard's or the service's reviewed list's (archive_decisions), else the
 * status its record carries. The one count behind "approved later" and revision performance.
 */
export async function revisionTallies(
  db: Kysely<Database>,
  appId: string,
  filter: TallyFilter = {},
): Promise<RevisionTally[]> {
  let query = messagesWithDecisions(db, appId).where('m.rule_id', 'is not', null);
  if (filter.ruleId !== undefined) query = query.where('m.rule_id', '=', filter.ruleId);
  if (filter.from !== undefined) query = query.where('m.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('m.created_at', '<', filter.to);
  const rows = await query
    .select((eb) => [
      sql<string>`m.rule_id`.as('rule_id'),
      sql<string>`coalesce(m.revision_id, '')`.as('revision_id'),
      eb.fn.coalesce('d.status', 'm.status').as('status'),
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy([sql`1`, sql`2`, sql`3`])
    .execute();
  return rows.map((row) => ({
    ruleId: row.rule_id,
    revisionId: row.revision_id,
    status: row.status,
    count: Number(row.count),
  }));
}

/** Every rule revision's blocks and approvals-later over [from, to) (all the archive holds without them). */
export async function queryApprovedLater(
  db: Kysely<Database>,
  appId: string,
  period: { from?: number | undefined; to?: number | undefined },
): Promise<ApprovedLaterAnswer> {
  const figures = approvedLater(await revisionTallies(db, appId, period));
  return { from: period.from ?? null, to: period.to ?? null, ...figures };
}
