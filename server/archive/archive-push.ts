import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { storableArchiveRow } from './archive-row.ts';
import { countArrivals } from './hourly-counts.ts';

/**
 * A blocked message the service pushed (its webhook) enters the archive at once, unless the
 * archive already holds it; true when this call added it. The next poll replaces the record
 * with the service's list's own when they differ, so the poll stays the source of the record.
 */
export async function archivePushed(
  db: Kysely<Database>,
  appId: string,
  record: unknown,
  nowSeconds: number,
): Promise<boolean> {
  const { row } = storableArchiveRow(appId, record, nowSeconds);
  if (!row) return false;
  return db.transaction().execute(async (trx) => {
    const added = await trx
      .insertInto('archive_messages')
      .values(row)
      .onConflict((oc) => oc.columns(['app_id', 'message_id']).doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (added) await countArrivals(trx, appId, [row]);
    return added !== undefined;
  });
}
