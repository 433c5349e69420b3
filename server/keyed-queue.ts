/**
 * Runs tasks one after another per key, and tasks of different keys side by side: settings
 * changes of one app are read, forwarded and recorded in turn, so each audit entry's old values
 * are what that change really replaced.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  get busyKeys(): number {
    return this.#tails.size;
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.#tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }
}
