import { sql } from 'kysely';
import { AuditUnavailableError, type AuditIntent, type AuditOutcome, type AuditRecord, type AuditStore } from '../audit/audit-store.ts';
import { appendAuditLine, intentLineOf, outcomeLineOf } from '../audit/file-audit-store.ts';
import { StoreLog } from './store-log.ts';

/**
 * The audit log in the store: kept across restarts and shared by every server on it. The intent
 * is a row; its outcome is merged into that row. With `copy` (auditLogFile) every line also goes
 * to the JSON-lines file, in the file log's own format; a change is refused unless both took it.
 */
export class DatabaseAuditStore extends StoreLog implements AuditStore {

  async appendIntent(intent: AuditIntent): Promise<void> {
    await this.#attempt('write', () => this.db.insertInto('audit_entries')
      .values({ app_id: intent.appId, recorded_at: this.now(), entry: JSON.stringify(intent) }).execute());
    if (this.copy) await appendAuditLine(this.copy, intentLineOf(intent));
  }

  async appendOutcome(given: AuditOutcome): Promise<void> {
    const { id, outcome, status, reason, revisionMade } = given;
    const fields = JSON.stringify({ outcome, status, ...(reason ? { reason } : {}), ...(revisionMade ? { revisionMade } : {}) });
    await this.#attempt('write', () => sql`update audit_entries set entry = entry || ${fields}::jsonb where entry->>'id' = ${id}`.execute(this.db));
    if (this.copy) await appendAuditLine(this.copy, outcomeLineOf(given));
  }

  async latest(appId: string, limit: number): Promise<AuditRecord[]> {
    const rows = await this.#attempt('read', () => this.db.selectFrom('audit_entries').where('app_id', '=', appId).select('entry')
      .orderBy('id', 'desc').limit(limit).execute());
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
