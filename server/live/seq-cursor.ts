/**
 * Where a reader of `live_events` stands. Sequence numbers are taken when a row is inserted, not
 * when it commits, so on a shared PostgreSQL a row with a lower number can become visible after
 * one with a higher number: the reader delivers what it sees, remembers the holes below it, and
 * looks again until each hole fills or has stayed empty for `gapWaitMs` (a rolled-back insert
 * leaves a hole forever). `done`: every sequence at or below it was delivered or given up.
 */
export class SeqCursor {
  #done: number;
  readonly #delivered = new Set<number>();
  readonly #holeSince = new Map<number, number>();
  readonly #gapWaitMs: number;

  constructor(start: number, gapWaitMs: number) {
    this.#done = start;
    this.#gapWaitMs = gapWaitMs;
  }

  get done(): number {
    return this.#done;
  }

  /** Whether holes are still awaited: the reader should look again after `gapWaitMs`. */
  get waiting(): boolean {
    return this.#delivered.size > 0;
  }

  /** Takes the sequences read (above `done`, any order); returns those to deliver now, ascending. */
  take(seqs: readonly number[], now: number): number[] {
    const fresh = [...new Set(seqs)]
      .filter((seq) => seq > this.#done && !this.#delivered.has(seq))
      .sort((a, b) => a - b);
    for (const seq of fresh) this.#delivered.add(seq);
    this.#advance(now);
    return fresh;
  }

  #advance(now: number): void {
    while (this.#delivered.size > 0) {
      const next = this.#done + 1;
      if (this.#delivered.delete(next)) {
        this.#holeSince.delete(next);
        this.#done = next;
        continue;
      }
      const since = this.#holeSince.get(next) ?? now;
      this.#holeSince.set(next, since);
      if (now - since < this.#gapWaitMs) return;
      this.#holeSince.delete(next);
      this.#done = next;
    }
  }
}
