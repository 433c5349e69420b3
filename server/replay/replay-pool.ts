import { Worker } from 'node:worker_threads';
import type { ReplayJob, ReplayReport } from './replay-job.ts';
import { addFigures, emptyFigures } from './replay.ts';
import type { ReplayFigures } from './replay-types.ts';

const WORKER = new URL('./replay-worker.mjs', import.meta.url);

/** What a replay judged, and why it stopped before the end when it did. */
export interface ReplayRun {
  figures: ReplayFigures[];
  stopped?: 'budget' | 'cancelled';
}

export interface ReplayPoolOptions {
  /** Workers judging at once (default 1: the server's own thread keeps a core of a 2-core machine). */
  size?: number;
  /** How long a fresh worker may take to load the judging code. */
  startTimeoutMs?: number;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

function started(worker: Worker, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`it did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    worker.once('message', (report: { kind: string }) => {
      clearTimeout(timer);
      if (report.kind === 'ready') resolve();
      else reject(new Error('it did not start'));
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * The replay's worker threads (replay-worker.mjs). A job that outlives its budget, or whose
 * request goes away, has its worker terminated: a regular expression that backtracks for ever
 * cannot be interrupted any other way. The next job starts a fresh worker. Idle workers do not
 * keep the process alive.
 */
export class ReplayPool {
  readonly #size: number;
  readonly #startTimeoutMs: number;
  #slots: Slot[] = [];
  #waiting: (() => void)[] = [];
  #nextId = 0;
  /** Workers started and terminated, jobs handed to a worker and batches received back. */
  readonly counts = { started: 0, terminated: 0, jobs: 0, batches: 0 };

  constructor({ size = 1, startTimeoutMs = 30_000 }: ReplayPoolOptions = {}) {
    this.#size = size;
    this.#startTimeoutMs = startTimeoutMs;
  }

  /**
   * Judges the job in a worker: all of it, or what was judged when `budgetMs` ran out (counted
   * from when a worker that is ready takes the job) or `signal` fired. Fails when no worker starts.
   */
  async run(job: Omit<ReplayJob, 'id'>, { budgetMs, signal }: { budgetMs: number; signal?: AbortSignal }) {
    const figures = emptyFigures(job.rules.keys());
    const answer = (stopped?: ReplayRun['stopped']): ReplayRun => ({
      figures: [...figures.values()],
      ...(stopped ? { stopped } : {}),
    });
    const slot = await this.#acquire(signal);
    if (!slot) return answer('cancelled');
    try {
      await slot.ready;
    } catch (error) {
      this.#discard(slot);
      throw new Error(
        `The replay's worker could not start: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    if (signal?.aborted) {
      this.#release(slot);
      return answer('cancelled');
    }
    const id = this.#nextId++;
    return new Promise<ReplayRun>((resolve, reject) => {
      const onReport = (report: ReplayReport) => {
        if (report.id !== id) return;
        if (report.kind === 'batch') {
          this.counts.batches++;
          addFigures(figures, report.figures);
        } else if (report.kind === 'done') finish(() => resolve(answer()), true);
        else finish(() => reject(new Error(`The replay failed: ${report.message}`)), true);
      };
      const onExit = () => finish(() => reject(new Error("The replay's worker stopped unexpectedly.")), false);
      const stop = (stopped: 'budget' | 'cancelled') => finish(() => resolve(answer(stopped)), false);
      const onAbort = () => stop('cancelled');
      const timer = setTimeout(() => stop('budget'), budgetMs);
      let settled = false;
      const finish = (settle: () => void, healthy: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        slot.worker.off('message', onReport);
        slot.worker.off('exit', onExit);
        if (healthy) this.#release(slot);
        else this.#discard(slot);
        settle();
      };
      slot.worker.on('message', onReport);
      slot.worker.on('exit', onExit);
      signal?.addEventListener('abort', onAbort);
      slot.worker.postMessage({ ...job, id } satisfies ReplayJob);
      this.counts.jobs++;
    });
  }

  /** Stops every worker (a closing server, the end of a test file). */
  async close(): Promise<void> {
    const slots = this.#slots;
    this.#slots = [];
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #acquire(signal: AbortSignal | undefined): Promise<Slot | undefined> {
    if (signal?.aborted) return Promise.resolve(undefined);
    const slot = this.#take();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => {
      const wake = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(this.#take());
      };
      const onAbort = () => {
        this.#waiting = this.#waiting.filter((waiter) => waiter !== wake);
        resolve(undefined);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#waiting.push(wake);
    });
  }

  /** An idle worker, or a fresh one while there is room: the pool starts workers only when a job needs one. */
  #take(): Slot | undefined {
    const slot =
      this.#slots.find((candidate) => !candidate.busy) ?? (this.#slots.length < this.#size ? this.#start() : undefined);
    if (slot) slot.busy = true;
    return slot;
  }

  #start(): Slot {
    const worker = new Worker(WORKER);
    worker.unref();
    this.counts.started++;
    const slot: Slot = { worker, ready: started(worker, this.#startTimeoutMs), busy: false };
    slot.ready.catch(() => undefined);
    // A worker that fails says so through its job's 'exit'; without a listener 'error' would end the server.
    worker.on('error', () => undefined);
    worker.on('exit', () => this.#forget(slot));
    this.#slots.push(slot);
    return slot;
  }

  #release(slot: Slot): void {
    slot.busy = false;
    this.#wakeNext();
  }

  #discard(slot: Slot): void {
    this.counts.terminated++;
    this.#forget(slot);
    void slot.worker.terminate();
  }

  #forget(slot: Slot): void {
    this.#slots = this.#slots.filter((candidate) => candidate !== slot);
    this.#wakeNext();
  }

  #wakeNext(): void {
    while (this.#waiting.length > 0 && (this.#slots.some((slot) => !slot.busy) || this.#slots.length < this.#size))
      this.#waiting.shift()?.();
  }
}

let shared: ReplayPool | undefined;

/** The process's pool: every app in a process shares its cores. */
export function sharedReplayPool(): ReplayPool {
  shared ??= new ReplayPool();
  return shared;
}
