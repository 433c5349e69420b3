import type { ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DeriveKey } from './password.ts';

/**
 * scrypt on threads of its own. Node's async scrypt runs in libuv's pool of four threads, the same
 * pool that reads static files: a burst of sign-ins there made every page wait behind the hashes.
 * Workers use their own threads, and at most `cores - 1` of them, so a core stays for serving.
 * Plain JavaScript evaluated in the worker: it runs the same under tsx, vitest and a build.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, length, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, Buffer.from(salt), length, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : 'scrypt failed' });
  }
});`;

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

class ScryptWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;
  alive = true;

  constructor() {
    // No execArgv: the worker runs plain JavaScript and needs none of the parent's loaders (tsx).
    this.#worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    this.#worker.on('message', (reply: Reply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (reply.key) pending?.resolve(Buffer.from(reply.key));
      else pending?.reject(new Error(reply.error ?? 'scrypt failed'));
    });
    this.#worker.on('error', (error) => {
      this.alive = false;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    });
    this.#worker.on('exit', () => {
      this.alive = false;
    });
    // After the listeners (adding one refs the worker again). Referenced only while a check is
    // pending: an idle worker must not keep a finished process (a test run, a CLI) alive.
    this.#worker.unref();
  }

  get busy(): number {
    return this.#pending.size;
  }

  derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({ id, password, salt: new Uint8Array(salt), length, options });
    });
  }
}

/** How many checks run at once: one per worker. */
export const SCRYPT_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));

let workers: ScryptWorker[] = [];

/** A `DeriveKey` that hands the work to the least busy scrypt worker (made on first use, shared by the process). */
export const deriveInWorker: DeriveKey = (password, salt, length, options) => {
  // A worker that crashed is replaced rather than left to swallow every later check.
  workers = Array.from({ length: SCRYPT_WORKERS }, (_, index) =>
    workers[index]?.alive ? workers[index] : new ScryptWorker(),
  );
  const idlest = workers.reduce((best, worker) => (worker.busy < best.busy ? worker : best));
  return idlest.derive(password, salt, length, options);
};
