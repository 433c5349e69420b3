/**
 * Admission to the password checks: `concurrency` run at once, the rest wait in two bounded
 * lines. Names that exist go first and have a longer line, so a flood under made-up names fills
 * only its own short line (and is refused at once, before any hashing) while a real user's check
 * waits for at most the checks already running and other real users' ones.
 */
export interface WaitingLimits {
  known: number;
  unknown: number;
}

type Task = () => void;

export class CheckScheduler {
  readonly #concurrency: number;
  readonly #limits: WaitingLimits;
  readonly #waiting: Record<keyof WaitingLimits, Task[]> = { known: [], unknown: [] };
  #running = 0;

  constructor(concurrency: number, limits: WaitingLimits = { known: 16, unknown: 4 }) {
    this.#concurrency = concurrency;
    this.#limits = limits;
  }

  /** Runs `check` when its turn comes; undefined (nothing runs) when its line is full. */
  schedule<T>(known: boolean, check: () => Promise<T>): Promise<T> | undefined {
    const line = known ? 'known' : 'unknown';
    if (this.#running < this.#concurrency) return this.#run(check);
    if (this.#waiting[line].length >= this.#limits[line]) return undefined;
    return new Promise<T>((resolve, reject) => {
      this.#waiting[line].push(() => void this.#run(check).then(resolve, reject));
    });
  }

  async #run<T>(check: () => Promise<T>): Promise<T> {
    this.#running++;
    try {
      return await check();
    } finally {
      this.#running--;
      const next = this.#waiting.known.shift() ?? this.#waiting.unknown.shift();
      next?.();
    }
  }
}
