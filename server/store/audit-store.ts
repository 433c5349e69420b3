import { sql } from 'kysely';
import {
  AuditUnavailableError,
  type AuditIntent,
  type AuditOutcome,
  type AuditRecord,
  type AuditStore,
} from '../audit/audit-store.ts';
import type { JsonLinesFile } from '../audit/json-lines-file.ts';
import { StoreLog } from './store-log.ts';

/** The lines of the audit log's JSON-lines copy (auditLogFile): an intent, then its outcome. */
export const intentLineOf = (intent: AuditIntent) => ({ type: 'intent', ...intent });
export const outcomeLineOf = (outcome: AuditOutcome) => ({ type: 'outcome', ...outcome });

/** An append to the copy, its failure put as "the audit log could not be written" (check auditLogFile). */
async function appendAuditLine(file: JsonLinesFile, line: object): Promise<void> {
  try {
    await file.append(line);
  } catch (error) {
    throw new AuditUnavailableError('write', error, 'file');
  }
}

/**
 * The audit log, in the store: kept across restarts and shared by every server on it. The intent
 * is a row; its outcome is merged into that row. With `copy` (auditLogFile) every line also goes
 * to the JSON-lines file; a change is refused unless both took it.
 */
export class DatabaseAuditStore extends StoreLog implements AuditStore {
  /**
   * The row and the file's line together: the line is written (and synced) inside the row's
   * transaction, so a copy that cannot be written leaves no row either. An intent without an
   * outcome then still means only what the docs say: the server stopped in between.
   */
  async appendIntent(intent: AuditIntent): Promise<void> {
    const { copy } = this;
    let copyFailed: unknown;
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('audit_entries')
          .values({ app_id: intent.appId, recorded_at: this.now(), entry: JSON.stringify(intent) })
          .execute();
        if (copy)
          await appendAuditLine(copy, intentLineOf(intent)).catch((error: unknown) => {
            copyFailed = error;
            throw error;
          });
      });
    } catch (error) {
      if (copyFailed !== undefined) throw copyFailed;
      throw new AuditUnavailableError('write', error, 'store');
    }
  }

  async appendOutcome(given: AuditOutcome): Promise<void> {
    const { id, outcome, status, reason, revisionMade } = given;
    const fields = JSON.stringify({
      outcome,
      status,
      ...(reason ? { reason } : {}),
      ...(revisionMade ? { revisionMade } : {}),
    });
    await this.#attempt('write', () =>
      sql`update audit_entries set entry = entry || ${fields}::jsonb where entry->>'id' = ${id}`.execute(this.db),
    );
    if (this.copy) await appendAuditLine(this.copy, outcomeLineOf(given));
  }

  async latest(appId: string, limit: number): Promise<AuditRecord[]> {
    const rows = await this.#attempt('read', () =>
      this.db
        .selectFrom('audit_entries')
        .where('app_id', '=', appId)
        .select('entry')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    );
    return rows.map((row) => row.entry as unknown as AuditRecord);
  }

  async #attempt<T>(operation: 'write' | 'read', run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new AuditUnavailableError(operation, error, 'store');
    }
  }
}
