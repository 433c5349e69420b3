import { randomUUID } from 'node:crypto';
import type { OutcomeKind } from '../audit/audit-store.ts';
import type { DecisionEntry, DecisionIntent, DecisionQuery, DecisionRecords } from './decision-entry.ts';

export type {
  DecisionEntry,
  DecisionIntent,
  DecisionOutcome,
  DecisionQuery,
  DecisionRecords,
} from './decision-entry.ts';

/**
 * Who decided what, written before the decision is forwarded (intent) and again with the
 * service's answer (outcome). A decision whose intent cannot be written is not forwarded: the
 * log fails closed.
 */
export class DecisionLog {
  readonly #records: DecisionRecords;

  constructor(records: DecisionRecords) {
    this.#records = records;
  }

  get persisted(): boolean {
    return this.#records.persisted;
  }

  get nextStep(): string {
    return this.#records.nextStep;
  }

  async intend(intent: DecisionIntent, now = new Date()): Promise<DecisionEntry> {
    const entry: DecisionEntry = { ...intent, id: randomUUID(), time: now.toISOString(), outcome: 'intended' };
    await this.#records.write(entry);
    return entry;
  }

  async settle(
    intent: DecisionEntry,
    outcome: OutcomeKind,
    answer: DecisionEntry['answer'],
    now = new Date(),
  ): Promise<void> {
    await this.#records.write({ ...intent, outcome, ...(answer ? { answer } : {}), decidedAt: now.toISOString() });
  }

  latest(appId: string, query: DecisionQuery): Promise<DecisionEntry[]> {
    return this.#records.latest(appId, query);
  }
}
