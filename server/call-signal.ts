/**
 * One upstream call's signal: it aborts when the call's deadline passes or the browser leaves,
 * and `release()` ends both watches once the call is over. A plain controller and timer rather
 * than `AbortSignal.any([AbortSignal.timeout(ms), browser])`: those signals stay alive until a full
 * collection (the timeout's timer runs to its end, the combined signal is held weakly), and with
 * them what their listeners hold, which made the proxy's young-generation collections several
 * times longer (docs/decisions/012-proxy-budget-added-latency.md).
 */
export class CallSignal {
  readonly #controller = new AbortController();
  readonly #timer: NodeJS.Timeout;
  readonly #browser: AbortSignal | undefined;
  #timedOut = false;

  constructor(timeoutMs: number, browser?: AbortSignal) {
    this.#browser = browser;
    this.#timer = setTimeout(() => {
      this.#timedOut = true;
      // The reason AbortSignal.timeout gives.
      this.#controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    }, timeoutMs).unref();
    if (browser?.aborted) this.#browserLeft();
    else browser?.addEventListener('abort', this.#browserLeft, { once: true });
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Whether the deadline passed (rather than the browser leaving). */
  get timedOut(): boolean {
    return this.#timedOut;
  }

  /** The call is over: neither the timer nor the browser's listener outlives it. */
  release(): void {
    clearTimeout(this.#timer);
    this.#browser?.removeEventListener('abort', this.#browserLeft);
  }

  readonly #browserLeft = (): void => {
    this.#controller.abort(this.#browser?.reason);
  };
}
