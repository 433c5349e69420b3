import type { AppDataset } from '../data/apps.ts';
import type { EmuFlaggedMessage } from '../data/flagged-messages.ts';
import type { EmuBlockedMessage } from '../data/types.ts';
import { BASE_TIME, HOUR } from '../data/time.ts';
import { applyDecision, DecisionBook, type BlockedDecision, type DecidedRecord } from './decision-book.ts';

export type FlagDecision = 'approved' | 'disapproved';
export type DecideResult = 'decided' | 'not-found';

/** Who the service names as `deletedBy` when the app's apikey acts with no `onBehalfOf` (as `editedBy` in chat-apis.json's examples). */
export const APP_ACTOR = 'app_system';

/**
 * One app's moderation queues as the service keeps them: the blocked list holds only pending
 * records; a decision moves a blocked or flagged message to the reviewed list.
 */
export class ModerationState {
  readonly #dataset: AppDataset;
  readonly #blocked = new DecisionBook();
  readonly #flagged = new Map<string, { message: EmuFlaggedMessage; status: FlagDecision; decidedAt: number }>();
  readonly #byId: Map<string, EmuBlockedMessage>;
  /** Delivered messages deleted in this run (`DELETE /messages/{id}`): when, and whether for good. */
  readonly #deleted = new Map<string, { at: number; permanent: boolean }>();

  // Decisions taken before the emulator started: the reviewed list is never empty on a first look.
  readonly #history: DecidedRecord[];

  constructor(dataset: AppDataset) {
    this.#dataset = dataset;
    this.#history = dataset.reviewedHistory.map((record, i) => ({
      record,
      decision: { status: i % 4 === 0 ? 'approved' : 'rejected', reviewed: true },
      decidedAt: Math.min(BASE_TIME, record.createdAt + ((i % 36) + 1) * HOUR),
    }));
    this.#byId = new Map(dataset.blockedMessages.map((record) => [record.message.id, record]));
  }

  /** A message blocked during this run (the test-only arrivals control): decisions find it. */
  addBlocked(record: EmuBlockedMessage): void {
    this.#byId.set(record.message.id, record);
  }

  /** Whether a decision in this run took the message out of the blocked list. */
  isDecided(messageId: string): boolean {
    return this.#blocked.has(messageId);
  }

  /** Nothing decided yet in this run: the blocked list is the generated one. */
  get untouched(): boolean {
    return this.#blocked.size === 0;
  }

  decideBlocked(messageId: string, decision: BlockedDecision, now: number): DecideResult {
    const record = this.#byId.get(messageId);
    if (!record) return 'not-found';
    this.#blocked.record(record, decision, now);
    return 'decided';
  }

  flagged(): EmuFlaggedMessage[] {
    return this.#dataset.flaggedMessages.filter((message) => !this.#flagged.has(message.id)).flatMap(this.#asKept);
  }

  /**
   * `DELETE /messages/{id}` of a delivered message (the flagged ones: a user saw and reported
   * them). A delete keeps it, marked `deletedAt` and `deletedBy`, in the lists (the service's
   * lists show deleted messages unless asked to `hideDeleted`); a permanent one takes it out.
   * A message never delivered, or deleted already, is not there to delete.
   */
  deleteMessage(messageId: string, permanent: boolean, now: number): EmuFlaggedMessage | undefined {
    const message = this.#dataset.flaggedMessages.find((m) => m.id === messageId);
    if (!message || this.#deleted.has(messageId)) return undefined;
    this.#deleted.set(messageId, { at: now, permanent });
    return { ...message, deletedAt: now, deletedBy: APP_ACTOR };
  }

  /** A message as the lists show it after this run's deletes: marked, or gone for good. */
  readonly #asKept = (message: EmuFlaggedMessage): EmuFlaggedMessage[] => {
    const deleted = this.#deleted.get(message.id);
    if (!deleted) return [message];
    if (deleted.permanent) return [];
    return [{ ...message, deletedAt: deleted.at, deletedBy: APP_ACTOR }];
  };

  decideFlagged(messageId: string, status: FlagDecision, now: number): DecideResult {
    const message = this.#dataset.flaggedMessages.find((m) => m.id === messageId);
    if (!message) return 'not-found';
    this.#flagged.delete(messageId);
    this.#flagged.set(messageId, { message, status, decidedAt: now });
    return 'decided';
  }

  /** Reviewed records, the most recently decided first, as the service's reviewed list gives them. */
  reviewed(appId: string): unknown[] {
    const decided = [
      ...this.#blocked.decided(),
      ...this.#history.filter((entry) => !this.#blocked.has(entry.record.message.id)),
    ].map(({ record, decision, decidedAt }) => ({ at: decidedAt, record: applyDecision(record, decision, decidedAt) }));
    const flagged = [...this.#flagged.values()].flatMap(({ message: decided, status, decidedAt }) =>
      this.#asKept(decided).map((message) => ({
        at: decidedAt,
        record: {
          message: { ...message, updatedAt: decidedAt, data: { ...message.data, moderation: { status } } },
          appId,
          blockedAt: blockedAt(decidedAt),
          reviewed: true,
          createdAt: message.sentAt,
          updatedAt: decidedAt,
        },
      })),
    );
    return [...decided, ...flagged].sort((a, b) => b.at - a.at).map((entry) => entry.record);
  }
}

/** The service writes `blockedAt` as a string of seconds with a fraction (api-facts). */
function blockedAt(seconds: number): string {
  return `${seconds}.000000000`;
}
