import type { UserConfig } from '../config-users.ts';
import type { AttemptCounter } from './attempt-counter.ts';
import { CheckScheduler } from './check-scheduler.ts';
import { decoyHash, verifyPassword, type DeriveKey } from './password.ts';
import { SCRYPT_WORKERS } from './password-workers.ts';
import { SIGN_IN_BUDGETS, SignInLimits, type RefusalScope } from './sign-in-limits.ts';

export type GateResult =
  | { ok: true; user: UserConfig }
  | { ok: false; reason: 'bad-credentials' }
  | { ok: false; reason: 'throttled'; scope: RefusalScope; retryAfterSeconds: number }
  | { ok: false; reason: 'busy' };

export interface GateOptions {
  users: ReadonlyMap<string, UserConfig>;
  secret: string;
  counter: AttemptCounter;
  /** Successful sign-ins (see SignInLimits). */
  signIns: AttemptCounter;
  deriveKey: DeriveKey;
  now: () => number;
}

/**
 * Whether a user name and password are right, at a bounded cost whoever asks: budgets first
 * (cheap, in the store), then a place in line for a check, then scrypt off the thread
 * pool that serves pages.
 */
export class SignInGate {
  readonly #options: GateOptions;
  readonly #limits: SignInLimits;
  readonly #scheduler = new CheckScheduler(SCRYPT_WORKERS);

  constructor(options: GateOptions) {
    this.#options = options;
    this.#limits = new SignInLimits(options.counter, options.secret, SIGN_IN_BUDGETS, options.signIns);
  }

  async check(username: string, password: string, address: string): Promise<GateResult> {
    const { users, deriveKey, now } = this.#options;
    const user = users.get(username);
    const attempt = { username, password, address, known: user !== undefined };
    const refusal = await this.#limits.admit(attempt, now());
    if (refusal) return { ok: false, reason: 'throttled', ...refusal };
    // The same work for a name that does not exist, so the time taken does not tell.
    const hash = user?.passwordHash ?? (await decoyHash(users.values().next().value?.passwordHash));
    const matches = this.#scheduler.schedule(attempt.known, () => verifyPassword(password, hash, deriveKey));
    if (!matches) return { ok: false, reason: 'busy' };
    // Awaited for a made-up name too: answering before the check ends would tell the name is not real.
    const right = await matches;
    if (!user || !right) return { ok: false, reason: 'bad-credentials' };
    await this.#limits.succeeded(attempt, now());
    return { ok: true, user };
  }
}
