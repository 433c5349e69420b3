import { sql, type Kysely } from 'kysely';
import type { TransparencyAnswer } from '../../contract/schemas/transparency.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { readBackTo, secondsOf } from '../decisions/newest-first-read.ts';
import { DECISIONS_READ } from '../queue-movement/queue-movement-query.ts';
import type { Database } from '../store/schema.ts';
import { transparencyRows, type BlockCount, type PersonAct } from './transparency-rows.ts';

/** The audit log is read newest first, this many records at most (settings changes among them). */
export const AUDIT_READ = 10_000;

/** The engine's blocks the archive holds from [from, to), per UTC month and rule. */
async function blocksByMonth(db: Kysely<Database>, appId: string, from: number, to: number): Promise<BlockCount[]> {
  const month = sql<string>`to_char(to_timestamp(created_at) at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .select((eb) => [month.as('month'), 'rule_id', eb.fn.countAll<number>().as('count')])
    .groupBy([month, 'rule_id'])
    .execute();
  return rows.map((row) => ({ month: row.month, ruleId: row.rule_id, count: Number(row.count) }));
}

/** When the archive saw each of these messages blocked. */
async function blockedAtOf(db: Kysely<Database>, appId: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .where('message_id', 'in', ids)
    .select(['message_id', 'created_at'])
    .execute();
  return new Map(rows.map((row) => [row.message_id, Number(row.created_at)]));
}

/**
 * A transparency report's figures for [from, to): the archive's blocks, the decision log's applied
 * decisions and the audit log's applied user and group actions (transparency-rows.ts counts them).
 */
export async function transparencyReport(
  db: Kysely<Database>,
  decisions: DecisionLog,
  audit: AuditLog,
  appId: string,
  { from, to }: { from: number; to: number },
): Promise<TransparencyAnswer> {
  const [blocks, entries, records] = await Promise.all([
    blocksByMonth(db, appId, from, to),
    decisions.latest(appId, { limit: DECISIONS_READ }),
    audit.latest(appId, AUDIT_READ),
  ]);
  const inPeriod = (at: number) => at >= from && at < to;
  const decided = entries.filter(
    (entry) => entry.outcome === 'applied' && inPeriod(secondsOf(entry.decidedAt ?? entry.time)),
  );
  const blockedAt = await blockedAtOf(db, appId, [...new Set(decided.map((entry) => entry.messageId))]);
  const acts: PersonAct[] = [
    ...decided.map((entry) => ({
      at: secondsOf(entry.decidedAt ?? entry.time),
      action: `${entry.queue}:${entry.decision}`,
      reason: entry.reason ?? null,
      ruleId: entry.ruleId ?? null,
      blockedAt: blockedAt.get(entry.messageId) ?? null,
    })),
    ...records.flatMap((record) =>
      record.action === 'user-action' && record.outcome === 'applied' && inPeriod(secondsOf(record.time))
        ? [
            {
              at: secondsOf(record.time),
              action: `user:${record.operation}`,
              reason: record.reason,
              ruleId: null,
              blockedAt: null,
            },
          ]
        : [],
    ),
  ];
  return {
    from,
    to,
    rows: transparencyRows(blocks, acts),
    complete:
      readBackTo(
        entries.map((entry) => entry.time),
        DECISIONS_READ,
        from,
      ) &&
      readBackTo(
        records.map((record) => record.time),
        AUDIT_READ,
        from,
      ),
  };
}
