/** What the queue needs of a decision: the message it is about; the rest is the sender's. */
export interface Decision {
  messageId: string;
}

export type DecisionPhase = 'waiting' | 'sending' | 'applied';

export type QueuedDecision<D extends Decision> = D & {
  /** One per scheduling, so an undo never cancels a later decision on the same message. */
  ticket: number;
  phase: DecisionPhase;
};

export interface DecisionQueueOptions<D extends Decision> {
  /** Sends one decision; rejects with the reason the service or the server gave. */
  send: (decision: D) => Promise<void>;
  /** How long a decision waits for an undo before it is sent. */
  undoMs: number;
  onApplied?: (decision: QueuedDecision<D>) => void;
  onFailed?: (decision: QueuedDecision<D>, error: unknown) => void;
  /** The window closed and the decision is on its way: it can no longer be undone. */
  onSending?: (decision: QueuedDecision<D>) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => number;
}

/** After a hold ends (the pointer leaves the toast), at least this long remains to undo. */
export const MIN_AFTER_HOLD_MS = 1000;

interface Entry<D extends Decision> {
  item: QueuedDecision<D>;
  timer: unknown;
  /** When the send is due, while the window runs. */
  due: number;
  /** What was left of the window when it was held; undefined while it runs. */
  heldLeft?: number | undefined;
}

/**
 * Decisions a moderator took and may still take back. A decided message leaves the list at
 * once; its PATCH goes out only after the undo window. If the service refuses, the message
 * comes back (and `onFailed` says why). A message is never sent twice while one decision on it
 * is waiting or in flight.
 */
export class DecisionQueue<D extends Decision> {
  readonly #options: DecisionQueueOptions<D>;
  readonly #queued = new Map<number, Entry<D>>();
  readonly #listeners = new Set<() => void>();
  #nextTicket = 1;
  #snapshot: readonly QueuedDecision<D>[] = [];

  constructor(options: DecisionQueueOptions<D>) {
    this.#options = options;
  }

  /** The decisions not yet undone or failed: waiting, sending or applied. */
  get items(): readonly QueuedDecision<D>[] {
    return this.#snapshot;
  }

  /** Whether a message is out of the pending list because of a decision in this queue. */
  isDecided(messageId: string): boolean {
    return this.#snapshot.some((item) => item.messageId === messageId);
  }

  schedule(decision: D): number | undefined {
    if (this.isDecided(decision.messageId)) return undefined;
    const item: QueuedDecision<D> = { ...decision, ticket: this.#nextTicket++, phase: 'waiting' };
    this.#queued.set(item.ticket, { item, ...this.#startWindow(item.ticket, this.#options.undoMs) });
    this.#changed();
    return item.ticket;
  }

  /** Stops a waiting decision's clock (the moderator is reading or reaching for its toast). */
  hold(ticket: number): void {
    const entry = this.#queued.get(ticket);
    if (!entry || entry.item.phase !== 'waiting' || entry.heldLeft !== undefined) return;
    this.#clear(entry.timer);
    entry.heldLeft = Math.max(0, entry.due - this.#now());
  }

  /** Restarts a held clock with what was left of the window, never less than a second. */
  release(ticket: number): void {
    const entry = this.#queued.get(ticket);
    if (!entry || entry.item.phase !== 'waiting' || entry.heldLeft === undefined) return;
    Object.assign(entry, this.#startWindow(ticket, Math.max(entry.heldLeft, MIN_AFTER_HOLD_MS)), {
      heldLeft: undefined,
    });
  }

  /** The ticket of the newest decision that can still be undone. */
  newestWaiting(): number | undefined {
    const waiting = this.#snapshot.filter((item) => item.phase === 'waiting');
    return waiting.at(-1)?.ticket;
  }

  /** Records a decision sent elsewhere (a bulk run) and applied: its message leaves the list too. */
  markApplied(decision: D): void {
    if (this.isDecided(decision.messageId)) return;
    const item: QueuedDecision<D> = { ...decision, ticket: this.#nextTicket++, phase: 'applied' };
    this.#queued.set(item.ticket, { item, timer: undefined, due: this.#now() });
    this.#changed();
  }

  /** Takes back a waiting decision; one already sent cannot be undone here. */
  undo(ticket: number): boolean {
    const entry = this.#queued.get(ticket);
    if (!entry || entry.item.phase !== 'waiting') return false;
    this.#clear(entry.timer);
    this.#queued.delete(ticket);
    this.#changed();
    return true;
  }

  /** Sends every waiting decision now (the page is closing, or the moderator does not want to wait). */
  flush(): void {
    for (const { item, timer } of [...this.#queued.values()]) {
      if (item.phase !== 'waiting') continue;
      this.#clear(timer);
      void this.#send(item.ticket);
    }
  }

  /** Forgets applied decisions once the list no longer holds their messages (after a refetch). */
  forgetApplied(): void {
    for (const [ticket, { item }] of this.#queued) if (item.phase === 'applied') this.#queued.delete(ticket);
    this.#changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  async #send(ticket: number): Promise<void> {
    const entry = this.#queued.get(ticket);
    if (!entry || entry.item.phase !== 'waiting') return;
    this.#setPhase(ticket, 'sending');
    this.#options.onSending?.({ ...entry.item, phase: 'sending' });
    try {
      await this.#options.send(entry.item);
      this.#setPhase(ticket, 'applied');
      this.#options.onApplied?.({ ...entry.item, phase: 'applied' });
    } catch (error) {
      this.#queued.delete(ticket);
      this.#changed();
      this.#options.onFailed?.(entry.item, error);
    }
  }

  #startWindow(ticket: number, ms: number): { timer: unknown; due: number } {
    const setTimer = this.#options.setTimer ?? ((run, wait) => setTimeout(run, wait));
    return { timer: setTimer(() => void this.#send(ticket), ms), due: this.#now() + ms };
  }

  #clear(timer: unknown): void {
    (this.#options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>)))(timer);
  }

  #now(): number {
    return (this.#options.now ?? Date.now)();
  }

  #setPhase(ticket: number, phase: DecisionPhase): void {
    const entry = this.#queued.get(ticket);
    if (!entry) return;
    entry.item = { ...entry.item, phase };
    this.#changed();
  }

  #changed(): void {
    this.#snapshot = [...this.#queued.values()].map((entry) => entry.item);
    this.#listeners.forEach((listener) => listener());
  }
}
