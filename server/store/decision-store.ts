import { NEXT_STEP } from '../audit/audit-store.ts';
import { archiveDecisionOf, recordArchiveDecisions } from '../decisions/archive-decision.ts';
import type { DecisionEntry, DecisionQuery, DecisionRecords } from '../decisions/decision-entry.ts';
import { StoreLog } from './store-log.ts';

/**
 * The decision log in the store: one row per decision, written as intent and replaced by its
 * outcome, shared by every server on the store. An applied decision lands in archive_decisions
 * in the same transaction, so the archive shows who decided. With `copy` (decisionLogFile)
 * every entry also goes to the JSON-lines file; a decision is refused unless both took it.
 */
export class DatabaseDecisions extends StoreLog implements DecisionRecords {
  readonly nextStep = NEXT_STEP.store;

  /**
   * An intent's file line is written inside its row's transaction: a copy that cannot be written
   * leaves no row, so the refused decision is not an intent without an outcome. An outcome is
   * committed first and copied after: the store keeps what the service did even when the copy fails.
   */
  async write(entry: DecisionEntry): Promise<void> {
    const row = {
      id: entry.id,
      app_id: entry.appId,
      message_id: entry.messageId,
      recorded_at: this.now(),
      entry: JSON.stringify(entry),
    };
    const intent = entry.outcome === 'intended';
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('decision_entries')
        .values(row)
        .onConflict((oc) => oc.column('id').doUpdateSet({ entry: row.entry }))
        .execute();
      const archived = archiveDecisionOf(entry);
      if (archived) await recordArchiveDecisions(trx, [archived]);
      if (intent) await this.copy?.append(entry);
    });
    if (!intent) await this.copy?.append(entry);
  }

  async latest(appId: string, { messageIds, limit }: DecisionQuery): Promise<DecisionEntry[]> {
    let query = this.db.selectFrom('decision_entries').where('app_id', '=', appId);
    if (messageIds) {
      if (messageIds.length === 0) return [];
      query = query.where('message_id', 'in', [...messageIds]);
    }
    const rows = await query.select('entry').orderBy('seq', 'desc').limit(limit).execute();
    return rows.map((row) => row.entry as unknown as DecisionEntry);
  }
}
