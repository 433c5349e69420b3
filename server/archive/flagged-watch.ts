import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { LogLine } from '../request-log.ts';
import { isSafeId } from '../safe-id.ts';
import type { Database } from '../store/schema.ts';
import type { ArchiveUpstream } from './archive-upstream.ts';
import type { Clock } from './clock.ts';
import { releaseLease, takeLease } from './lease.ts';
import { leaseTtlMs } from './poll-schedule.ts';
import { RepeatingTurn } from './repeating-turn.ts';

/** The newest flagged messages a look reads: more than arrive between two looks. */
export const FLAGGED_LOOK_LIMIT = 100;

/**
 * The flagged messages a look finds that the previous look did not list, in the service's order
 * (newest first). The first look only learns what is there: nothing in it is new to anyone.
 */
export function freshFlagged(previous: ReadonlySet<string> | undefined, ids: readonly string[]): string[] {
  return previous ? ids.filter((id) => !previous.has(id)) : [];
}

function idsOf(records: readonly unknown[]): string[] {
  return records.flatMap((record) => {
    const id = (record as { id?: unknown } | null)?.id;
    return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
  });
}

export interface FlaggedWatchDeps {
  db: Kysely<Database>;
  upstream: ArchiveUpstream;
  clock: Clock;
  holder: string;
  intervalSeconds: number;
  /** Told of the flagged messages a look found new, newest first (live events). */
  onArrivals: (appId: string, messageIds: string[]) => Promise<void>;
  /** Where a skipped malformed id is said (the server log). */
  log?: LogLine;
}

/**
 * Watches one app's flagged list for new reports, so open pages can offer them without a reload.
 * It runs beside the archive's poll, not in its turn (a turn reads at most three lists plus the
 * rules that changed): one read every interval, by one server at a time (its own lease). What it
 * has seen is this server's memory, so a server that takes the watch over starts by learning.
 */
export class FlaggedWatch {
  readonly #app: AppConfig;
  readonly #deps: FlaggedWatchDeps;
  readonly #lease: string;
  #seen: Set<string> | undefined;
  readonly #looks = new RepeatingTurn(async () => {
    await this.lookOnce().catch(() => undefined);
    return this.#deps.intervalSeconds * 1000;
  });

  constructor(app: AppConfig, deps: FlaggedWatchDeps) {
    this.#app = app;
    this.#deps = deps;
    this.#lease = `flagged:${app.appId}`;
  }

  /** One look: new reports announced; a failed read or a lost lease announces nothing. */
  async lookOnce(): Promise<void> {
    const { db, clock, holder, intervalSeconds, upstream, onArrivals, log } = this.#deps;
    const held = await takeLease(db, this.#lease, holder, clock.now(), leaseTtlMs(intervalSeconds)).catch(() => false);
    if (!held) {
      this.#seen = undefined;
      return;
    }
    const answer = await upstream(this.#app, ['flagged-messages'], FLAGGED_LOOK_LIMIT);
    if (!answer.ok) return;
    const ids = idsOf(answer.records);
    const fresh = freshFlagged(this.#seen, ids);
    this.#seen = new Set(ids);
    // One id the store or a page could not take (a NUL, 20,000 characters) would fail the whole
    // announcement: it is left out, and said once, when it is new.
    const announced = fresh.filter((id) => isSafeId(id));
    if (announced.length < fresh.length)
      log?.(
        JSON.stringify({
          time: new Date(clock.now()).toISOString(),
          level: 'warn',
          event: 'flagged-ids-skipped',
          appId: this.#app.appId,
          skipped: fresh.length - announced.length,
          message: `The flagged list named ${fresh.length - announced.length} report(s) by an id that is not letters, digits, - and _ (at most 100); they are left out of what open pages are told, the other new reports are not.`,
        }),
      );
    if (announced.length > 0) await onArrivals(this.#app.appId, announced).catch(() => undefined);
  }

  start(): void {
    this.#looks.start();
  }

  /** The next look now, not at its time; resolves once it has ended. */
  lookNow(): Promise<void> {
    return this.#looks.now();
  }

  async stop(): Promise<void> {
    await this.#looks.stop();
    await releaseLease(this.#deps.db, this.#lease, this.#deps.holder).catch(() => undefined);
  }
}
