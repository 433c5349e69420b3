import type { AuditIntent, AuditOutcome, AuditRecord, AuditStore } from './audit-store.ts';

const KEPT_RECORDS = 1000;

/** The audit log without `auditLogFile`: the latest records, until the server stops. */
export class MemoryAuditStore implements AuditStore {
  readonly persisted = false;
  readonly #records: AuditRecord[] = [];

  async appendIntent(intent: AuditIntent): Promise<void> {
    this.#records.push({ ...intent });
    if (this.#records.length > KEPT_RECORDS) this.#records.shift();
  }

  async appendOutcome({ id, outcome, status, reason, revisionMade }: AuditOutcome): Promise<void> {
    const record = this.#records.findLast((candidate) => candidate.id === id);
    if (record) Object.assign(record, { outcome, status }, reason ? { reason } : {}, revisionMade ? { revisionMade } : {});
  }

  async latest(appId: string, limit: number): Promise<AuditRecord[]> {
    return this.#records.filter((record) => record.appId === appId).slice(-limit).reverse().map((record) => ({ ...record }));
  }
}
