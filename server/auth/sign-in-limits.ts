import { createHmac } from 'node:crypto';
import type { AttemptCounter } from './attempt-counter.ts';

/**
 * What a sign-in attempt must get past before its password is hashed. Every budget is taken
 * before the check (so concurrent guesses count), cheapest first, and the answer never depends
 * on whether a guess would have been right. `server` and `madeUpNames` are the global budgets:
 * names that are not configured may use only part of the whole, so a flood under random names
 * always leaves a share for the users who exist.
 */
export interface Budget {
  limit: number;
  windowMs: number;
}

export const SIGN_IN_BUDGETS = {
  /** One address (an office behind one NAT shares it; successful sign-ins are given back). */
  address: { limit: 20, windowMs: 60_000 },
  /** One user name, whether or not it exists, so the answer never tells which names are real. */
  name: { limit: 5, windowMs: 60_000 },
  /** One password over any names: spraying a common password over many names. */
  password: { limit: 10, windowMs: 15 * 60_000 },
  /** Checks by the whole server (every copy, once the counts live in the shared store). */
  server: { limit: 300, windowMs: 60_000 },
  /** The part of `server` that names which do not exist may use. */
  madeUpNames: { limit: 150, windowMs: 60_000 },
} satisfies Record<string, Budget>;

export type SignInBudgets = typeof SIGN_IN_BUDGETS;
export type RefusalScope = 'address' | 'name' | 'password' | 'server';

export interface SignInAttempt {
  username: string;
  password: string;
  /** The budget key of the client's address (see client-address.ts). */
  address: string;
  /** Whether the name is a configured user. */
  known: boolean;
}

export interface Refusal {
  scope: RefusalScope;
  retryAfterSeconds: number;
}

// A name that signed in from an address within this time has a name budget of its own there.
const RETURNING_MS = 30 * 24 * 3_600_000;

export class SignInLimits {
  readonly #counter: AttemptCounter;
  readonly #secret: string;
  readonly #budgets: SignInBudgets;
  readonly #signIns: AttemptCounter;

  /**
   * `secret` keys the password fingerprints: counted without keeping (or sharing) any password.
   * `signIns` remembers successful sign-ins apart from the attempts, which a flood could push out.
   */
  constructor(counter: AttemptCounter, secret: string, budgets: SignInBudgets, signIns: AttemptCounter) {
    this.#counter = counter;
    this.#secret = secret;
    this.#budgets = budgets;
    this.#signIns = signIns;
  }

  /** Takes this attempt from every budget, or says which one is spent and for how long. */
  async admit(attempt: SignInAttempt, now: number): Promise<Refusal | undefined> {
    const keys = this.#keys(attempt);
    // Someone spending a real user's name budget from elsewhere does not lock that user out
    // where they have signed in before: there the name counts on its own.
    const returning = attempt.known && (await this.#signIns.count(keys.returning, RETURNING_MS, now)) > 0;
    const steps: [RefusalScope, string, Budget][] = [
      ['address', keys.address, this.#budgets.address],
      ['name', returning ? keys.returning : keys.name, this.#budgets.name],
      ['password', keys.password, this.#budgets.password],
      ...(attempt.known
        ? []
        : [['server', 'made-up-names', this.#budgets.madeUpNames] as [RefusalScope, string, Budget]]),
      ['server', 'server', this.#budgets.server],
    ];
    for (const [scope, key, { limit, windowMs }] of steps) {
      const waitMs = await this.#counter.take(key, limit, windowMs, now);
      if (waitMs > 0) return { scope, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    return undefined;
  }

  /**
   * The right password: neither its name, its address nor its password holds this attempt against
   * the user, the name starts afresh at this address, and is remembered as returning to it. The
   * name's failures elsewhere stay counted: someone guessing it from other addresses still gets
   * only its budget, however often the user signs in.
   */
  async succeeded(attempt: SignInAttempt, now: number): Promise<void> {
    const keys = this.#keys(attempt);
    // Which name budget admit() charged: this address's own once the name returns to it.
    const returning = (await this.#signIns.count(keys.returning, RETURNING_MS, now)) > 0;
    await this.#signIns.clear(keys.returning);
    await Promise.all([
      this.#signIns.take(keys.returning, 1, RETURNING_MS, now),
      returning ? this.#counter.clear(keys.returning) : this.#counter.giveBack(keys.name),
      this.#counter.giveBack(keys.address),
      this.#counter.giveBack(keys.password),
    ]);
  }

  #keys({ username, password, address }: SignInAttempt) {
    const fingerprint = createHmac('sha256', this.#secret)
      .update(`sign-in-password:${password.normalize('NFC')}`)
      .digest('base64url')
      .slice(0, 22);
    const name = `name:${username.trim().toLowerCase().slice(0, 200)}`;
    return {
      address: `address:${address}`,
      name,
      returning: `${name}|from:${address}`,
      password: `password:${fingerprint}`,
    };
  }
}
