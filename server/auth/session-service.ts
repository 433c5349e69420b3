import type { DashboardConfig } from '../config.ts';
import type { Role, UserConfig } from '../config-users.ts';
import { decoyHash, verifyPassword } from './password.ts';
import {
  newSessionId, openSession, passwordFingerprint, sealSession, sessionAge, type SessionClaims, type SessionLimits,
} from './session-token.ts';
import { SignInThrottle } from './sign-in-throttle.ts';

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

export type SignInResult =
  | { ok: true; user: SessionUser; token: string }
  | { ok: false; reason: 'bad-credentials' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number }
  | { ok: false; reason: 'busy' };

// Each check costs tens of MB and a thread for a fraction of a second: a flood of sign-ins under
// made-up names (which the per-name throttle does not slow) must not take the server down.
const MAX_CONCURRENT_CHECKS = 4;

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
  readonly #throttle: SignInThrottle;
  /** Signed-out session ids until they would have expired anyway. */
  readonly #revoked = new Map<string, number>();
  #checking = 0;

  constructor(config: DashboardConfig, now: () => number = Date.now) {
    const users = config.users ?? [];
    this.required = users.length > 0;
    this.#users = new Map(users.map((user) => [user.username, user]));
    this.#secret = config.sessionSecret ?? '';
    if (this.required && this.#secret.length < 32) throw new Error('a sessionSecret of at least 32 characters is required with users');
    this.#now = now;
    this.#throttle = new SignInThrottle({ now });
    this.limits = {
      idleMs: (config.sessionIdleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000,
      maxMs: (config.sessionMaxHours ?? DEFAULT_MAX_HOURS) * 3_600_000,
    };
  }

  async signIn(username: string, password: string): Promise<SignInResult> {
    const wait = this.#throttle.retryAfterSeconds(username);
    if (wait > 0) return { ok: false, reason: 'throttled', retryAfterSeconds: wait };
    if (this.#checking >= MAX_CONCURRENT_CHECKS) return { ok: false, reason: 'busy' };
    const user = this.#users.get(username);
    this.#checking++;
    let matches: boolean;
    try {
      // The same work for a name that does not exist, so the time taken does not tell.
      const first = this.#users.values().next().value;
      matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash(first?.passwordHash)));
    } finally {
      this.#checking--;
    }
    if (!user || !matches) {
      this.#throttle.recordFailure(username);
      return { ok: false, reason: 'bad-credentials' };
    }
    this.#throttle.recordSuccess(username);
    const now = this.#now();
    const claims: SessionClaims = { sid: newSessionId(), u: user.username, iat: now, seen: now, pw: passwordFingerprint(user.passwordHash, this.#secret) };
    return { ok: true, user: publicUser(user), token: sealSession(claims, this.#secret) };
  }

  /** The signed-in user of a cookie value, or undefined when it is missing, forged, expired or signed out. */
  resolve(token: string | undefined): ResolvedSession | undefined {
    if (!this.required) return undefined;
    const claims = openSession(token, this.#secret);
    if (!claims || this.#revoked.has(claims.sid)) return undefined;
    const now = this.#now();
    if (sessionAge(claims, now, this.limits) !== 'fresh') return undefined;
    // The user is looked up each time: a removed user, or a new password, ends the session at once.
    const user = this.#users.get(claims.u);
    if (!user || passwordFingerprint(user.passwordHash, this.#secret) !== claims.pw) return undefined;
    const resolved: ResolvedSession = { user: publicUser(user), claims };
    if (now - claims.seen >= REFRESH_AFTER_MS) resolved.refreshed = sealSession({ ...claims, seen: now }, this.#secret);
    return resolved;
  }

  signOut(token: string | undefined): void {
    const claims = openSession(token, this.#secret);
    if (!claims) return;
    const now = this.#now();
    for (const [sid, until] of this.#revoked) if (until <= now) this.#revoked.delete(sid);
    this.#revoked.set(claims.sid, claims.iat + this.limits.maxMs);
  }

  /** Seconds the cookie may live: what is left of the absolute limit. */
  cookieMaxAge(claims: SessionClaims): number {
    return Math.max(0, Math.floor((claims.iat + this.limits.maxMs - this.#now()) / 1000));
  }
}
