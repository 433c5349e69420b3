import { Worker } from 'node:worker_threads';

/** What the dialect needs of an embedded PostgreSQL: PGlite itself, or PGlite in its own thread. */
export interface EmbeddedDatabase {
  query<R>(
    sql: string,
    params: unknown[],
  ): Promise<{ rows: R[]; command?: string; rowCount?: number; affectedRows?: number }>;
  close(): Promise<void>;
}

/** The embedded store stopped answering: every query fails with this until the server restarts. */
export const STALLED = 'ESTORESTALLED';

type Reply = {
  id: number;
  result?: { rows: unknown[]; command?: string; rowCount?: number };
  error?: { message: string; code?: string };
};

function storeError(message: string, code: string | undefined): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

/**
 * PGlite in a worker thread (pglite-worker.mjs). A query that has not answered within
 * `queryTimeoutMs` means PostgreSQL is stuck (a disk that refuses writes makes it spin): the thread
 * is stopped, that query and every one after it fail at once (503 in words), and the server's own
 * thread, which serves pages and the live service, never waits on it.
 */
export class PGliteThread implements EmbeddedDatabase {
  readonly #worker: Worker;
  readonly #queryTimeoutMs: number;
  readonly #pending = new Map<number, { resolve: (reply: Reply) => void; timer: NodeJS.Timeout }>();
  #next = 0;
  #stalled: Error | undefined;
  #onStall: ((problem: string) => void) | undefined;

  private constructor(worker: Worker, queryTimeoutMs: number) {
    this.#worker = worker;
    this.#queryTimeoutMs = queryTimeoutMs;
    worker.on('message', (reply: Reply) => this.#settle(reply.id, reply));
    worker.on('error', (error) => this.#stall(error.message));
    worker.on('exit', () => this.#stall("the embedded store's thread ended"));
  }

  static open(
    dataDir: string,
    { queryTimeoutMs = 20_000, onStall }: { queryTimeoutMs?: number; onStall?: (problem: string) => void } = {},
  ): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    return new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (message: { kind: string; error?: { message: string; code?: string } }) => {
        worker.off('error', reject);
        if (message.kind !== 'open') {
          void worker.terminate();
          reject(storeError(message.error?.message ?? 'PGlite did not open', message.error?.code));
          return;
        }
        const thread = new PGliteThread(worker, queryTimeoutMs);
        thread.#onStall = onStall;
        resolve(thread);
      });
    });
  }

  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; command?: string; rowCount?: number }> {
    if (this.#stalled) return Promise.reject(this.#stalled);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.#stall(`a query did not answer within ${this.#queryTimeoutMs / 1000} s`),
        this.#queryTimeoutMs,
      );
      this.#pending.set(id, {
        timer,
        resolve: (reply) =>
          reply.result
            ? resolve(reply.result as { rows: R[] })
            : reject(reply.error ? storeError(reply.error.message, reply.error.code) : this.#stalled),
      });
      this.#worker.postMessage({ id, sql, params });
    });
  }

  async close(): Promise<void> {
    if (!this.#stalled) {
      await new Promise<void>((resolve) => {
        const id = this.#next++;
        this.#pending.set(id, { resolve: () => resolve(), timer: setTimeout(() => resolve(), 10_000) });
        this.#worker.postMessage({ id, close: true });
      });
    }
    this.#stalled ??= storeError('the embedded store is closed', STALLED);
    await this.#worker.terminate();
  }

  #settle(id: number, reply: Reply): void {
    const waiting = this.#pending.get(id);
    if (!waiting) return;
    this.#pending.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve(reply);
  }

  #stall(problem: string): void {
    if (this.#stalled) return;
    this.#stalled = storeError(`the embedded store stopped answering (${problem})`, STALLED);
    this.#onStall?.(problem);
    void this.#worker.terminate();
    for (const id of [...this.#pending.keys()]) this.#settle(id, { id });
  }
}
