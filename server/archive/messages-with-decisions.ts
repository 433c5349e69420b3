import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

/**
 * An app's archived messages (`m`) beside the decision the archive keeps on each (`d`, from
 * this dashboard or the service's reviewed list; null when none): the join the archive list,
 * revision performance, the queue's movement and the replay all start from.
 */
export function messagesWithDecisions(db: Kysely<Database>, appId: string) {
  return db
    .selectFrom('archive_messages as m')
    .leftJoin('archive_decisions as d', (join) =>
      join.onRef('d.app_id', '=', 'm.app_id').onRef('d.message_id', '=', 'm.message_id'),
    )
    .where('m.app_id', '=', appId);
}
