import { sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { ALL_REPLAY_FIELDS, type ReplayFields } from './replay-fields.ts';
import { parseReplayRows, type ReplayRows } from './replay-rows.ts';
import type { ReplayMessage } from './replay-types.ts';
import { messagesWithDecisions } from '../archive/messages-with-decisions.ts';

const DAY = 86_400;

const MESSAGE_FIELDS = sql`m.record #>> '{message,category}',
  m.record #>> '{message,data,customData}',
  (m.record #> '{message,data,url}') is not null or coalesce(jsonb_array_length(case when jsonb_typeof(m.record #> '{message,data,attachments}') = 'array' then m.record #> '{message,data,attachments}' end), 0) > 0`;
const PARTY_FIELDS = sql`m.sender_uid, m.sender_name,
  m.record #>> '{message,data,entities,sender,entity,role}',
  m.receiver,
  m.record #>> '{message,receiverType}',
  m.record #>> '{message,data,entities,receiver,entity,name}',
  m.record #>> '{message,data,entities,receiver,entity,role}',
  m.record #>> '{message,data,entities,receiver,entity,type}'`;

/**
 * The archived blocks of the given rules in the last `days` (in no set order), reading only what a
 * replay of these rules judges (`fields`): id, rule, decision (the record's own status when the
 * archive holds no decision of its own, as revision performance reads it), type and text always.
 * Each rule's messages come as one JSON array of arrays, with their count: at 100,000 messages,
 * rows one by one cost seconds to cross from the embedded store's thread, one value per rule a
 * fraction of that; ordering them would cost a sort the embedded store spills to disk.
 */
export async function replayRows(
  db: Kysely<Database>,
  appId: string,
  ruleIds: readonly string[],
  days: number,
  nowSeconds: number,
  fields: ReplayFields = ALL_REPLAY_FIELDS,
): Promise<ReplayRows[]> {
  if (ruleIds.length === 0) return [];
  const cells = [
    sql`m.message_id, coalesce(d.status, m.status), m.type, m.text`,
    ...(fields.message ? [MESSAGE_FIELDS] : []),
    ...(fields.parties ? [PARTY_FIELDS] : []),
  ];
  const { rows } = await sql<{ rule_id: string; count: number | string; messages: string }>`
    select m.rule_id, count(*) as count, json_agg(json_build_array(${sql.join(cells)}))::text as messages
    from archive_messages m
    left join archive_decisions d on d.app_id = m.app_id and d.message_id = m.message_id
    where m.app_id = ${appId} and m.rule_id in (${sql.join([...ruleIds])}) and m.created_at >= ${nowSeconds - days * DAY}
    group by m.rule_id`.execute(db);
  return rows.map((row) => ({ ruleId: row.rule_id, count: Number(row.count), messages: row.messages }));
}

/** The same blocks parsed, for those who judge them in this thread (the bench's query timing). */
export async function replayMessages(
  db: Kysely<Database>,
  appId: string,
  ruleIds: readonly string[],
  days: number,
  nowSeconds: number,
  fields: ReplayFields = ALL_REPLAY_FIELDS,
): Promise<ReplayMessage[]> {
  const rows = await replayRows(db, appId, ruleIds, days, nowSeconds, fields);
  return rows.flatMap((row) => parseReplayRows(row, fields));
}

/** Archived records by message id, with the decision the archive keeps on each (as the archive list gives them). */
export async function archivedRecords(db: Kysely<Database>, appId: string, ids: readonly string[]): Promise<unknown[]> {
  if (ids.length === 0) return [];
  const rows = await messagesWithDecisions(db, appId)
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
