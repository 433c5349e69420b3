export type StopReason = 'timeout' | 'client gone';

export interface WatchedCall {
  /** How long the call may wait, from when it is watched. */
  timeoutMs: number;
  /** Whether the browser that asked for this call has gone away. */
  gone?: () => boolean;
  /** Called once, when the deadline passes or the browser is gone, unless unwatched before. */
  stop: (reason: StopReason) => void;
}

/** A call being watched, until it settles (`unwatch`) or is stopped. */
export class Watching {
  readonly call: WatchedCall;
  readonly deadline: number;
  /** Its place in the watch's list, or -1 once it is no longer watched. */
  index: number;

  constructor(call: WatchedCall, deadline: number, index: number) {
    this.call = call;
    this.deadline = deadline;
    this.index = index;
  }
}

/**
 * Watches the upstream calls in flight for their deadline and for their browser leaving, on one
 * timer that runs only while calls are in flight. A Node timer and a 'close' listener per call
 * cost several µs each time: the embedded emulator answers each read before the next arrives, so
 * Node would set up and tear down its timer list and the response's listener list on every read
 * (undici keeps its own socket timeouts on one coarse timer for the same reason). A call is
 * stopped at most `tickMs` after its deadline or after its browser left.
 *
 * The calls sit in an array where each knows its place, so watching is a push and unwatching a
 * swap with the last. A Map keyed by call grew and shrank its hash table as the few calls in
 * flight came and went, and those tables outlived young-generation collections under load.
 */
export class CallWatch {
  readonly #calls: Watching[] = [];
  readonly #tickMs: number;
  readonly #now: () => number;
  #timer: NodeJS.Timeout | undefined;

  constructor(tickMs = 50, now: () => number = Date.now) {
    this.#tickMs = tickMs;
    this.#now = now;
  }

  get size(): number {
    return this.#calls.length;
  }

  /** Starts watching a call, until `unwatch` (it settled) or its `stop`. */
  watch(call: WatchedCall): Watching {
    const watching = new Watching(call, this.#now() + call.timeoutMs, this.#calls.length);
    this.#calls.push(watching);
    this.#timer ??= setInterval(() => this.sweep(), this.#tickMs);
    return watching;
  }

  /** Stops watching; a call no longer watched is left as it is. */
  unwatch(watching: Watching): void {
    const { index } = watching;
    if (index < 0) return;
    const last = this.#calls.pop();
    if (last && last !== watching) {
      this.#calls[index] = last;
      last.index = index;
    }
    watching.index = -1;
  }

  /** Stops every call past its deadline or without its browser; the timer ends once none is left. */
  sweep(): void {
    const now = this.#now();
    const stopped: [Watching, StopReason][] = [];
    for (const watching of this.#calls) {
      const reason = now >= watching.deadline ? 'timeout' : watching.call.gone?.() ? 'client gone' : undefined;
      if (reason) stopped.push([watching, reason]);
    }
    for (const [watching, reason] of stopped) {
      this.unwatch(watching);
      watching.call.stop(reason);
    }
    if (this.#calls.length === 0 && this.#timer) {
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }
}
