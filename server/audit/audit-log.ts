import { randomUUID } from 'node:crypto';
import { errorCode } from '../error-code.ts';
import { redact } from '../request-log.ts';
import type { AuditAction, AuditIntent, AuditOutcome, AuditRecord, AuditStore } from './audit-store.ts';

export interface AuditLogOptions {
  /** Values that must never be written (credentials, the session secret). */
  secrets: readonly string[];
  /** Where a failure to write an outcome is reported (the server log). */
  log?: (line: string) => void;
  now?: () => Date;
}

type Who = { username: string; appId: string };

/**
 * What the rest of the server records through: intent before a change, outcome after. It
 * redacts every secret before the store sees an entry, so no store has to remember to.
 */
export class AuditLog {
  readonly #store: AuditStore;
  readonly #options: AuditLogOptions;

  constructor(store: AuditStore, options: AuditLogOptions) {
    this.#store = store;
    this.#options = options;
  }

  get persisted(): boolean {
    return this.#store.persisted;
  }

  #time(): string {
    return (this.#options.now?.() ?? new Date()).toISOString();
  }

  /** Records the intent and returns its id; throws `AuditUnavailableError` if it cannot be written (refuse the change). */
  async intend(who: Who, action: AuditAction): Promise<string> {
    const intent: AuditIntent = {
      ...action,
      id: randomUUID(),
      time: this.#time(),
      username: who.username,
      appId: who.appId,
    };
    await this.#store.appendIntent(redactValue(intent, this.#options.secrets) as AuditIntent);
    return intent.id;
  }

  /**
   * Records the outcome. The change has happened by now whatever this does, so a failure is
   * reported to the server log and not thrown: the intent already says the change was made.
   */
  async conclude(id: string, outcome: Omit<AuditOutcome, 'id' | 'time'>): Promise<void> {
    try {
      await this.#store.appendOutcome({ ...outcome, id, time: this.#time() });
    } catch (error) {
      const code = errorCode(error) ?? 'unknown error';
      this.#options.log?.(
        JSON.stringify({ time: this.#time(), level: 'error', event: 'audit-outcome-write-failed', id, code }),
      );
    }
  }

  latest(appId: string, limit: number): Promise<AuditRecord[]> {
    return this.#store.latest(appId, limit);
  }
}

/** Replaces any secret inside any string of a JSON value. */
export function redactValue(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return redact(value, secrets);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [redactValue(key, secrets), redactValue(item, secrets)]),
    );
  }
  return value;
}
