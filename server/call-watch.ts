export type StopReason = 'timeout' | 'client gone';

export interface WatchedCall {
  /** How long the call may wait, from when it is watched. */
  timeoutMs: number;
  /** Whether the browser that asked for this call has gone away. */
  gone?: () => boolean;
  /** Called once, when the deadline passes or the browser is gone, unless unwatched before. */
  stop: (reason: StopReason) => void;
}

/**
 * Watches the upstream calls in flight for their deadline and for their browser leaving, on one
 * timer that runs only while calls are in flight. A Node timer and a 'close' listener per call
 * cost several µs each time: the embedded emulator answers each read before the next arrives, so
 * Node would set up and tear down its timer list and the response's listener list on every read
 * (undici keeps its own socket timeouts on one coarse timer for the same reason). A call is
 * stopped at most `tickMs` after its deadline or after its browser left.
 */
export class CallWatch {
  readonly #calls = new Map<WatchedCall, number>();
  readonly #tickMs: number;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;

  constructor(tickMs = 50, now: () => number = Date.now) {
    this.#tickMs = tickMs;
    this.#now = now;
  }

  get size(): number {
    return this.#calls.size;
  }

  /** Starts watching; the returned function stops watching (the call settled). */
  watch(call: WatchedCall): () => void {
    this.#calls.set(call, this.#now() + call.timeoutMs);
    this.#timer ??= setInterval(() => this.sweep(), this.#tickMs);
    return () => {
      this.#calls.delete(call);
    };
  }

  /** Stops every call past its deadline or without its browser; the timer ends once none is left. */
  sweep(): void {
    const now = this.#now();
    for (const [call, deadline] of this.#calls) {
      const reason = now >= deadline ? 'timeout' : call.gone?.() ? 'client gone' : undefined;
      if (reason) {
        this.#calls.delete(call);
        call.stop(reason);
      }
    }
    if (this.#calls.size === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}
