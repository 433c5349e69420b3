import { KeyedQueue } from '../keyed-queue.ts';

/** What a search whose request was cancelled before its turn gets instead of an answer. */
export const CANCELLED_BEFORE_ITS_TURN = Symbol('cancelled before its turn');

/**
 * Archive searches in turn, one at a time per key (a user of an app). Searching as one types sends
 * a request a keystroke, and the page cancels those it no longer wants; the store would still run
 * every one of them (PGlite has one thread), the newest waiting for all before it. In turn, a
 * search whose request was cancelled while it waited is never run: the newest waits only for the
 * one running when it came.
 */
export class SearchTurns {
  readonly #queue = new KeyedQueue();

  run<T>(key: string, signal: AbortSignal, read: () => Promise<T>): Promise<T | typeof CANCELLED_BEFORE_ITS_TURN> {
    return this.#queue.run<T | typeof CANCELLED_BEFORE_ITS_TURN>(key, () =>
      signal.aborted ? Promise.resolve(CANCELLED_BEFORE_ITS_TURN) : read(),
    );
  }
}
