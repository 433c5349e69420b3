import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import type { DecisionEntry } from './decision-log.ts';

/**
 * What the decision did, in archive_decisions' words. "Mark reviewed" is sent to the service as
 * `approved` with `reviewed: true` but keeps the message blocked, so it is kept apart from an
 * approval (the block was wrong) and from a rejection.
 */
const STATUS: Partial<Record<DecisionEntry['decision'], string>> = { approve: 'approved', reject: 'rejected', review: 'reviewed' };

/**
 * Keeps a dashboard decision beside the archived message (archive_decisions), so the archive
 * list shows who decided what. Only a decision on a blocked message that the service applied:
 * a refused or unanswered one changed nothing there.
 */
export async function recordArchivedDecision(db: Kysely<Database>, entry: DecisionEntry): Promise<void> {
  const status = STATUS[entry.decision];
  if (entry.queue !== 'blocked' || entry.outcome !== 'applied' || !status) return;
  const decidedAt = Math.floor(Date.parse(entry.decidedAt ?? entry.time) / 1000);
  const row = { status, decided_by: entry.username, decided_at: decidedAt, source: 'dashboard' };
  await db.insertInto('archive_decisions').values({ app_id: entry.appId, message_id: entry.messageId, ...row })
    .onConflict((oc) => oc.columns(['app_id', 'message_id']).doUpdateSet(row))
    .execute();
}
