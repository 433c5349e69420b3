/**
 * Sign-in attempts counted per key (a client address, a user name, a password's fingerprint, the
 * whole server) over a sliding window, in the store (store/attempt-counter-store.ts), where every
 * server copy sees them: `take` is atomic there (check and record in one step), which is what
 * makes concurrent guesses count before any check.
 */
export interface AttemptCounter {
  /**
   * Records one attempt under `key` if fewer than `limit` are recorded within `windowMs` of `now`.
   * Resolves to 0 when recorded, otherwise to the milliseconds until the oldest counted attempt expires.
   */
  take(key: string, limit: number, windowMs: number, now: number): Promise<number>;
  /** How many attempts of `key` are recorded within `windowMs` of `now`. */
  count(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes back the newest attempt of `key` (it turned out not to count, such as a right password). */
  giveBack(key: string): Promise<void>;
  /** Forgets every attempt of `key`. */
  clear(key: string): Promise<void>;
}
