/**
 * Runs `turn` again and again, one at a time, each next one after the delay the last returned
 * (real timers: the server's clock). `now()` runs the next turn at once instead of at its time:
 * after the one in progress, never beside it.
 */
export class RepeatingTurn {
  readonly #turn: () => Promise<number>;
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #latest: Promise<void> = Promise.resolve();

  /** `turn` resolves to the milliseconds until the next; it must not reject. */
  constructor(turn: () => Promise<number>) {
    this.#turn = turn;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    void this.#next();
  }

  /** The next turn, now; resolves once it has ended (at once when stopped). */
  now(): Promise<void> {
    return this.#running ? this.#next() : this.#latest;
  }

  /** No turn after the one in progress; resolves once that has ended. */
  stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    return this.#latest;
  }

  #next(): Promise<void> {
    clearTimeout(this.#timer);
    const next: Promise<void> = this.#latest.then(async () => {
      if (!this.#running) return;
      const delayMs = await this.#turn();
      // A turn asked for meanwhile (now()) is already queued behind this one and schedules its own next.
      if (this.#running && this.#latest === next) this.#timer = setTimeout(() => void this.#next(), delayMs).unref();
    });
    this.#latest = next;
    return next;
  }
}
