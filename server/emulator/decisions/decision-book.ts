import type { EmuBlockedMessage, EmuMessage } from '../data/types.ts';

/** What the service accepts on `PATCH /moderation/blocked-messages/{id}` (api-facts: decisions). */
export type BlockedDecision = { status: 'approved' | 'rejected'; reviewed: boolean };

/** A record of the reviewed list: as it was blocked, with the decision's status and time. */
export type ReviewedRecord = Omit<EmuBlockedMessage, 'message'> & {
  reviewed: boolean;
  message: Omit<EmuMessage, 'data'> & {
    data: Omit<EmuMessage['data'], 'moderation'> & {
      moderation: { status: string; rule: { id: string; name: string } };
    };
  };
};

export interface DecidedRecord {
  record: EmuBlockedMessage;
  decision: BlockedDecision;
  decidedAt: number;
}

/**
 * The record as the service shows it after a decision: a rejection reads "disapproved", and an
 * approval also counts as reviewed (the service's docs: approving unblocks and marks reviewed).
 */
export function applyDecision(record: EmuBlockedMessage, decision: BlockedDecision, decidedAt: number): ReviewedRecord {
  const status = decision.status === 'approved' ? 'approved' : 'disapproved';
  return {
    ...record,
    updatedAt: decidedAt,
    reviewed: true,
    message: {
      ...record.message,
      updatedAt: decidedAt,
      data: { ...record.message.data, moderation: { ...record.message.data.moderation, status } },
    },
  };
}

/**
 * The emulator's memory of decisions on one app's blocked messages. Only `pending` records stay
 * in the blocked list; a decided one moves to the reviewed list, newest decision first, ahead of
 * the records the generator made already reviewed.
 */
export class DecisionBook {
  readonly #decided = new Map<string, DecidedRecord>();

  get size(): number {
    return this.#decided.size;
  }

  has(messageId: string): boolean {
    return this.#decided.has(messageId);
  }

  record(record: EmuBlockedMessage, decision: BlockedDecision, decidedAt: number): void {
    // A later decision replaces an earlier one and moves to the front of the reviewed list.
    this.#decided.delete(record.message.id);
    this.#decided.set(record.message.id, { record, decision, decidedAt });
  }

  /** Newest decision first. */
  decided(): DecidedRecord[] {
    return [...this.#decided.values()].reverse();
  }
}
