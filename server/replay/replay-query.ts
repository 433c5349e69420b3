import { sql, type Kysely } from 'kysely';
import { decisionKind } from '../archive/revision-performance.ts';
import type { Database } from '../store/schema.ts';
import type { ReplayMessage } from './replay-types.ts';

const DAY = 86_400;

/**
 * The archived blocks of the given rules in the last `days`, reading only what a replay judges:
 * text, type, media presence, sender and receiver, rule and decision (the record's own status
 * when the archive holds no decision of its own, as revision performance reads it).
 */
export async function replayMessages(
  db: Kysely<Database>,
  appId: string,
  ruleIds: readonly string[],
  days: number,
  nowSeconds: number,
): Promise<ReplayMessage[]> {
  if (ruleIds.length === 0) return [];
  const rows = await db
    .selectFrom('archive_messages as m')
    .leftJoin('archive_decisions as d', (join) =>
      join.onRef('d.app_id', '=', 'm.app_id').onRef('d.message_id', '=', 'm.message_id'),
    )
    .where('m.app_id', '=', appId)
    .where('m.rule_id', 'in', [...ruleIds])
    .where('m.created_at', '>=', nowSeconds - days * DAY)
    .select((eb) => [
      'm.message_id',
      'm.rule_id',
      'm.type',
      'm.text',
      'm.sender_uid',
      'm.sender_name',
      'm.receiver',
      eb.fn.coalesce('d.status', 'm.status').as('status'),
      sql<string | null>`m.record #>> '{message,category}'`.as('category'),
      sql<string | null>`m.record #>> '{message,receiverType}'`.as('receiver_type'),
      sql<string | null>`m.record #>> '{message,data,entities,sender,entity,role}'`.as('sender_role'),
      sql<string | null>`m.record #>> '{message,data,entities,receiver,entity,name}'`.as('receiver_name'),
      sql<string | null>`m.record #>> '{message,data,entities,receiver,entity,role}'`.as('receiver_role'),
      sql<string | null>`m.record #>> '{message,data,entities,receiver,entity,type}'`.as('receiver_group_type'),
      sql<string | null>`m.record #>> '{message,data,customData}'`.as('custom_text'),
      sql<boolean>`(m.record #> '{message,data,url}') is not null or coalesce(jsonb_array_length(case when jsonb_typeof(m.record #> '{message,data,attachments}') = 'array' then m.record #> '{message,data,attachments}' end), 0) > 0`.as(
        'has_media',
      ),
    ])
    .execute();
  return rows.map((row) => ({
    id: row.message_id,
    ruleId: row.rule_id ?? '',
    type: row.type,
    category: row.category,
    text: row.text,
    customText: row.custom_text,
    hasMedia: Boolean(row.has_media),
    sender: { uid: row.sender_uid, name: row.sender_name, role: row.sender_role },
    receiver: {
      id: row.receiver,
      kind: row.receiver_type === 'group' ? 'group' : row.receiver_type === 'user' ? 'user' : null,
      name: row.receiver_name,
      role: row.receiver_role,
      type: row.receiver_group_type,
    },
    decision: decisionKind(row.status),
  }));
}

/** Archived records by message id, with the decision the archive keeps on each (as the archive list gives them). */
export async function archivedRecords(db: Kysely<Database>, appId: string, ids: readonly string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('archive_messages as m')
    .leftJoin('archive_decisions as d', (join) =>
      join.onRef('d.app_id', '=', 'm.app_id').onRef('d.message_id', '=', 'm.message_id'),
    )
    .where('m.app_id', '=', appId)
    .where('m.message_id', 'in', [...ids])
    .select(['m.message_id', 'm.record', 'd.status', 'd.decided_by', 'd.decided_at', 'd.source'])
    .orderBy('m.created_at', 'desc')
    .execute();
  return rows.map((row) =>
    row.status === null || row.decided_at === null || row.source === null
      ? row.record
      : {
          ...row.record,
          archiveDecision: {
            status: row.status,
            decidedBy: row.decided_by,
            decidedAt: row.decided_at,
            source: row.source,
          },
        },
  );
}
