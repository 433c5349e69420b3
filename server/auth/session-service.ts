import type { DashboardConfig } from '../config.ts';
import type { Role, UserConfig } from '../config-users.ts';
import type { AttemptCounter } from './attempt-counter.ts';
import { deriveInWorker } from './password-workers.ts';
import type { RevocationStore } from './revocations.ts';
import {
  newSessionId,
  openSession,
  passwordFingerprint,
  sealSession,
  sessionAge,
  type SessionClaims,
  type SessionLimits,
} from './session-token.ts';
import { SignInGate, type GateResult } from './sign-in-gate.ts';

/** Who is making a request, as the routes and the SPA see it: never the password hash. */
export interface SessionUser {
  username: string;
  role: Role;
  /** Absent: every configured app. */
  appIds?: string[];
}

/** Without users in the config there is one person, on loopback, who may do everything. */
export const LOCAL_USER: SessionUser = { username: 'local', role: 'admin' };

export const DEFAULT_IDLE_MINUTES = 30;
export const DEFAULT_MAX_HOURS = 12;
// Re-signing on every request would send a cookie with every answer; once a minute is enough for an idle limit.
const REFRESH_AFTER_MS = 60_000;

export type SignInResult = { ok: true; user: SessionUser; token: string } | Exclude<GateResult, { ok: true }>;

/** Where sign-in counts and sign-outs are kept: the store (store/store-services.ts). */
export interface SessionStores {
  attempts: AttemptCounter;
  /** Successful sign-ins (who returns from where), apart from the attempts a flood could push out. */
  signIns: AttemptCounter;
  revocations: RevocationStore;
}

export interface ResolvedSession {
  user: SessionUser;
  claims: SessionClaims;
  /** A re-signed token to send back (the idle clock restarted). */
  refreshed?: string;
}

function publicUser(user: UserConfig): SessionUser {
  return { username: user.username, role: user.role, ...(user.appIds ? { appIds: [...user.appIds] } : {}) };
}

export class SessionService {
  readonly required: boolean;
  readonly limits: SessionLimits;
  readonly #users: Map<string, UserConfig>;
  readonly #secret: string;
  readonly #now: () => number;
  readonly #gate: SignInGate;
  readonly #revocations: RevocationStore;
  /** Told of each sign-out on this server (open live streams of that session close at once). */
  readonly #signOutListeners = new Set<(sid: string) => void>();

  constructor(config: DashboardConfig, now: () => number, stores: SessionStores) {
    const users = config.users ?? [];
    this.required = users.length > 0;
    this.#users = new Map(users.map((user) => [user.username, user]));
    this.#secret = config.sessionSecret ?? '';
    if (this.required && this.#secret.length < 32)
      throw new Error('a sessionSecret of at least 32 characters is required with users');
    this.#now = now;
    this.#gate = new SignInGate({
      users: this.#users,
      secret: this.#secret,
      now,
      counter: stores.attempts,
      signIns: stores.signIns,
      deriveKey: deriveInWorker,
    });
    this.#revocations = stores.revocations;
    this.limits = {
      idleMs: (config.sessionIdleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000,
      maxMs: (config.sessionMaxHours ?? DEFAULT_MAX_HOURS) * 3_600_000,
    };
  }

  /** `address`: the budget key of the client's address (client-address.ts). */
  async signIn(username: string, password: string, address: string): Promise<SignInResult> {
    const checked = await this.#gate.check(username, password, address);
    if (!checked.ok) return checked;
    const { user } = checked;
    const now = this.#now();
    const claims: SessionClaims = {
      sid: newSessionId(),
      u: user.username,
      iat: now,
      seen: now,
      pw: passwordFingerprint(user.passwordHash, this.#secret),
    };
    return { ok: true, user: publicUser(user), token: sealSession(claims, this.#secret) };
  }

  /** The signed-in user of a cookie value, or undefined when it is missing, forged, expired or signed out. */
  async resolve(token: string | undefined): Promise<ResolvedSession | undefined> {
    if (!this.required) return undefined;
    const claims = openSession(token, this.#secret);
    const now = this.#now();
    if (!claims || (await this.#revocations.isRevoked(claims.sid, now))) return undefined;
    if (sessionAge(claims, now, this.limits) !== 'fresh') return undefined;
    // The user is looked up each time: a removed user, or a new password, ends the session at once.
    const user = this.#users.get(claims.u);
    if (!user || passwordFingerprint(user.passwordHash, this.#secret) !== claims.pw) return undefined;
    const resolved: ResolvedSession = { user: publicUser(user), claims };
    if (now - claims.seen >= REFRESH_AFTER_MS) resolved.refreshed = sealSession({ ...claims, seen: now }, this.#secret);
    return resolved;
  }

  async signOut(token: string | undefined): Promise<void> {
    const claims = openSession(token, this.#secret);
    if (!claims) return;
    // Rejects when it could not be kept in the store: the route says so.
    await this.#revocations.revoke(claims.sid, claims.iat + this.limits.maxMs, this.#now());
    for (const listener of this.#signOutListeners) listener(claims.sid);
  }

  /** The session id a cookie value carries, whatever its state; undefined when it is not one of ours. */
  sessionId(token: string | undefined): string | undefined {
    return openSession(token, this.#secret)?.sid;
  }

  /**
   * Calls `listener` with the session id of each sign-out made on this server; returns the way to
   * stop. Sign-outs on other servers reach the store only: their streams see them at the next check.
   */
  onSignOut(listener: (sid: string) => void): () => void {
    this.#signOutListeners.add(listener);
    return () => this.#signOutListeners.delete(listener);
  }

  /** Seconds the cookie may live: what is left of the absolute limit. */
  cookieMaxAge(claims: SessionClaims): number {
    return Math.max(0, Math.floor((claims.iat + this.limits.maxMs - this.#now()) / 1000));
  }
}
