import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** What every audit entry has; the rest (who, what changed) is kept as it is given. */
export interface StoredAuditEntry {
  appId: string;
  [field: string]: unknown;
}

/** The audit log in the store: kept across restarts and shared by every server on it. */
export class AuditStore {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  async append(entry: StoredAuditEntry): Promise<void> {
    await this.#db.insertInto('audit_entries').values({ app_id: entry.appId, recorded_at: this.#now(), entry: JSON.stringify(entry) }).execute();
  }

  /** The newest `limit` entries of one app, newest first. */
  async latest(appId: string, limit: number): Promise<StoredAuditEntry[]> {
    const rows = await this.#db.selectFrom('audit_entries').where('app_id', '=', appId).select('entry')
      .orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => row.entry as StoredAuditEntry);
  }
}
