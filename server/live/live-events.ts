import { sql, type Kysely } from 'kysely';
import type { StoredLiveEvent } from '../../contract/schemas/live-events.ts';
import type { Database } from '../store/schema.ts';
import type { Listen, Listening } from './pg-listener.ts';
import { SeqCursor } from './seq-cursor.ts';

export interface LiveEvent {
  seq: number;
  appId: string;
  event: StoredLiveEvent;
}

export type Replay = { ok: true; events: LiveEvent[] } | { ok: false };

export interface LiveEventOptions {
  /** Several servers share the store: wake on NOTIFY (`listen`) and look every `pollMs` in case one was lost. */
  shared: boolean;
  listen?: Listen | undefined;
  now?: () => number;
  /** How long events are kept for a reconnecting page (default 15 minutes). */
  windowMs?: number;
  /** The most events one reconnection replays; beyond it the page reloads its list. */
  replayLimit?: number;
  pollMs?: number;
  gapWaitMs?: number;
}

export const CHANNEL = 'live_events';
const READ_BATCH = 500;
type Listener = (event: LiveEvent) => void;

/**
 * Each app's live events: written to `live_events` (their sequence is the SSE id), read back by
 * sequence by every server on the store and handed to the streams of that app. On the embedded
 * store everything is this process; on PostgreSQL a NOTIFY wakes the other servers' readers.
 */
export class LiveEvents {
  readonly #db: Kysely<Database>;
  readonly #options: Required<Omit<LiveEventOptions, 'listen'>> & Pick<LiveEventOptions, 'listen'>;
  readonly #listeners = new Map<string, Set<Listener>>();
  #cursor: SeqCursor | undefined;
  #reading: Promise<void> | undefined;
  #again = false;
  #listening: Listening | undefined;
  #timers: NodeJS.Timeout[] = [];
  #gapTimer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(db: Kysely<Database>, options: LiveEventOptions) {
    this.#db = db;
    this.#options = {
      now: Date.now,
      windowMs: 15 * 60_000,
      replayLimit: 1000,
      pollMs: 2000,
      gapWaitMs: 2000,
      ...options,
    };
  }

  get windowMs(): number {
    return this.#options.windowMs;
  }

  /** Starts reading after the newest event already stored (streams replay older ones themselves). */
  async start(): Promise<void> {
    this.#cursor = new SeqCursor(await this.head(), this.#options.gapWaitMs);
    if (this.#options.shared) {
      if (this.#options.listen)
        this.#listening = await this.#options.listen(CHANNEL, () => this.wake()).catch(() => undefined);
      this.#timers.push(setInterval(() => this.wake(), this.#options.pollMs).unref());
    }
    this.#timers.push(
      setInterval(
        () => void this.prune().catch(() => undefined),
        Math.max(1000, Math.min(60_000, this.#options.windowMs)),
      ).unref(),
    );
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearInterval(timer);
    clearTimeout(this.#gapTimer);
    await this.#listening?.close();
    await this.#reading?.catch(() => undefined);
  }

  /** Stores an event; every server's streams of the app receive it. Rejects when the store refused it. */
  async publish(appId: string, event: StoredLiveEvent): Promise<void> {
    await this.#db
      .insertInto('live_events')
      .values({ app_id: appId, recorded_at: this.#options.now(), event: JSON.stringify(event) })
      .execute();
    if (this.#options.shared) await sql`select pg_notify(${CHANNEL}, '')`.execute(this.#db).catch(() => undefined);
    this.wake();
  }

  /** Calls `listener` with each of the app's events from now on; returns the unsubscribe. */
  subscribe(appId: string, listener: Listener): () => void {
    let set = this.#listeners.get(appId);
    if (!set) {
      set = new Set();
      this.#listeners.set(appId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.#listeners.delete(appId);
    };
  }

  /** The app's events after `afterSeq`, or not ok when some may be gone (older than the window, more than the limit, a newer store). */
  async since(appId: string, afterSeq: number): Promise<Replay> {
    const oldest = await this.#db
      .selectFrom('live_events')
      .select((eb) => [eb.fn.min('seq').as('min'), eb.fn.max('seq').as('max')])
      .executeTakeFirst();
    const min = oldest?.min === null || oldest?.min === undefined ? undefined : Number(oldest.min);
    const max = oldest?.max === null || oldest?.max === undefined ? 0 : Number(oldest.max);
    if (afterSeq > max) return { ok: false };
    if (min !== undefined && afterSeq < min - 1) return { ok: false };
    const rows = await this.#db
      .selectFrom('live_events')
      .where('app_id', '=', appId)
      .where('seq', '>', afterSeq)
      .select(['seq', 'app_id', 'event'])
      .orderBy('seq')
      .limit(this.#options.replayLimit + 1)
      .execute();
    if (rows.length > this.#options.replayLimit) return { ok: false };
    return { ok: true, events: rows.map(toEvent) };
  }

  /** The newest event's sequence (0 when none): where a new stream starts. */
  async head(): Promise<number> {
    const newest = await this.#db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    return Number(newest?.seq ?? 0);
  }

  /**
   * Drops events older than the window; any server may do it. The newest event stays, however old:
   * it is what `head` reads, so after a quiet spell a page's id still matches the next event's, and
   * a page that read its list then is not told to reload its list when that event comes.
   */
  async prune(): Promise<void> {
    await this.#db
      .deleteFrom('live_events')
      .where('recorded_at', '<', this.#options.now() - this.#options.windowMs)
      .where('seq', '<', (eb) => eb.selectFrom('live_events').select((inner) => inner.fn.max('seq').as('newest')))
      .execute();
  }

  /** Reads what is new, once at a time (a wake during a read reads again after it). */
  wake(): void {
    if (this.#stopped || !this.#cursor) return;
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = (async () => {
      do {
        this.#again = false;
        await this.#readNew().catch(() => undefined);
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#reading = undefined;
    });
  }

  async #readNew(): Promise<void> {
    const cursor = this.#cursor;
    if (!cursor) return;
    for (;;) {
      const rows = await this.#db
        .selectFrom('live_events')
        .where('seq', '>', cursor.done)
        .select(['seq', 'app_id', 'event'])
        .orderBy('seq')
        .limit(READ_BATCH)
        .execute();
      const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
      for (const seq of cursor.take([...bySeq.keys()], this.#options.now())) {
        const row = bySeq.get(seq);
        if (row) this.#deliver(toEvent(row));
      }
      if (rows.length < READ_BATCH || cursor.waiting) break;
    }
    clearTimeout(this.#gapTimer);
    if (cursor.waiting)
      this.#gapTimer = setTimeout(() => this.wake(), Math.max(50, this.#options.gapWaitMs / 4)).unref();
  }

  #deliver(event: LiveEvent): void {
    for (const listener of [...(this.#listeners.get(event.appId) ?? [])]) {
      try {
        listener(event);
      } catch {
        // One stream's failure is its own.
      }
    }
  }
}

function toEvent(row: { seq: number; app_id: string; event: unknown }): LiveEvent {
  return { seq: Number(row.seq), appId: row.app_id, event: row.event as StoredLiveEvent };
}
