import type { Kysely } from 'kysely';
import { BLOCKED_DECISIONS } from '../../src/api/schemas/decisions.ts';
import type { Database } from '../store/schema.ts';
import type { DecisionEntry } from './decision-log.ts';

/**
 * Keeps a dashboard decision beside the archived message (archive_decisions), so the archive
 * list shows who decided what. Only a decision on a blocked message that the service applied:
 * a refused or unanswered one changed nothing there. The status is the one the service was
 * sent, as its reviewed list would show it.
 */
export async function recordArchivedDecision(db: Kysely<Database>, entry: DecisionEntry): Promise<void> {
  if (entry.queue !== 'blocked' || entry.outcome !== 'applied' || !(entry.decision in BLOCKED_DECISIONS)) return;
  const status = BLOCKED_DECISIONS[entry.decision as keyof typeof BLOCKED_DECISIONS].status;
  const decidedAt = Math.floor(Date.parse(entry.decidedAt ?? entry.time) / 1000);
  const row = { status, decided_by: entry.username, decided_at: decidedAt, source: 'dashboard' };
  await db.insertInto('archive_decisions').values({ app_id: entry.appId, message_id: entry.messageId, ...row })
    .onConflict((oc) => oc.columns(['app_id', 'message_id']).doUpdateSet(row))
    .execute();
}
