import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The session lives in the cookie itself: `base64url(JSON claims).base64url(HMAC-SHA256)`, signed
 * with the configured sessionSecret. Nothing to store, so several server copies share sessions;
 * sign-out and password changes are handled by `sid` revocation and the `pw` fingerprint.
 */
const claimsSchema = z.strictObject({
  sid: z.string().min(16).max(64),
  /** username */
  u: z.string().min(1).max(64),
  /** issued at, ms since the epoch (absolute limit) */
  iat: z.number().int().nonnegative(),
  /** last seen, ms since the epoch (idle limit) */
  seen: z.number().int().nonnegative(),
  /** fingerprint of the user's password hash: a new password ends older sessions */
  pw: z.string().min(1).max(64),
});

export type SessionClaims = z.infer<typeof claimsSchema>;

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

export function passwordFingerprint(passwordHash: string, secret: string): string {
  return createHmac('sha256', secret).update(`pw:${passwordHash}`).digest('base64url').slice(0, 16);
}

export function sealSession(claims: SessionClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

/** The claims of a cookie value whose signature is right, or undefined for anything else. */
export function openSession(token: string | undefined, secret: string): SessionClaims | undefined {
  if (!token || token.length > 1024) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  // The signature as sealSession writes it, character for character: decoding first would also
  // take `==` appended, `+/` for `-_`, or other spare bits in the last character.
  const given = Buffer.from(signature);
  const expected = Buffer.from(sign(payload, secret).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = claimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

export type SessionAge = 'fresh' | 'idle' | 'expired' | 'future';

/** Whether a signed session may still be used at `now`. */
export function sessionAge(claims: SessionClaims, now: number, limits: SessionLimits): SessionAge {
  // A clock that went backwards, or a forged time far ahead: not trusted either way.
  if (claims.iat > now + 60_000 || claims.seen > now + 60_000) return 'future';
  if (now - claims.iat >= limits.maxMs) return 'expired';
  if (now - claims.seen >= limits.idleMs) return 'idle';
  return 'fresh';
}
