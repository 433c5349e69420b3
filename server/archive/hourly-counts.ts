import { sql, type Insertable, type Transaction } from 'kysely';
import type { ArchiveMessageTable, Database } from '../store/schema.ts';

const HOUR = 3600;

/** Adds newly archived records to the hourly counts (one statement, however many records). */
export async function countArrivals(
  trx: Transaction<Database>,
  appId: string,
  rows: readonly Insertable<ArchiveMessageTable>[],
): Promise<void> {
  const counts = new Map<string, { hour: number; rule_id: string; revision_id: string; count: number }>();
  for (const row of rows) {
    const hour = Math.floor(row.created_at / HOUR) * HOUR;
    const key = `${hour}\u0000${row.rule_id ?? ''}\u0000${row.revision_id ?? ''}`;
    const entry = counts.get(key) ?? { hour, rule_id: row.rule_id ?? '', revision_id: row.revision_id ?? '', count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  if (counts.size === 0) return;
  await trx
    .insertInto('archive_hourly_counts')
    .values([...counts.values()].map((entry) => ({ app_id: appId, ...entry })))
    .onConflict((oc) =>
      oc
        .columns(['app_id', 'hour', 'rule_id', 'revision_id'])
        .doUpdateSet((eb) => ({ count: eb(eb.ref('archive_hourly_counts.count'), '+', eb.ref('excluded.count')) })),
    )
    .execute();
}

/** Deletes records older than `cutoff` and takes exactly those out of the hourly counts. */
export async function pruneOlderThan(trx: Transaction<Database>, appId: string, cutoff: number): Promise<void> {
  await sql`with gone as (
      delete from archive_messages where app_id = ${appId} and created_at < ${cutoff}
      returning created_at, rule_id, revision_id
    ), tally as (
      select (created_at / ${sql.lit(HOUR)}) * ${sql.lit(HOUR)} as hour, coalesce(rule_id, '') as rule_id,
        coalesce(revision_id, '') as revision_id, count(*) as n
      from gone group by 1, 2, 3
    )
    update archive_hourly_counts c set count = c.count - tally.n from tally
    where c.app_id = ${appId} and c.hour = tally.hour and c.rule_id = tally.rule_id and c.revision_id = tally.revision_id`.execute(
    trx,
  );
  await trx.deleteFrom('archive_hourly_counts').where('app_id', '=', appId).where('count', '<=', 0).execute();
}
