import { describe, expect, it } from 'vitest';
import { openSession, sealSession, sessionAge, type SessionClaims } from './session-token.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const claims: SessionClaims = {
  sid: 'abcdefghijklmnopqrstuvwx',
  u: 'ada',
  iat: 1_000_000,
  seen: 1_000_000,
  pw: 'fingerprint',
};

describe('session tokens', () => {
  it('open what was sealed with the same secret only', () => {
    const token = sealSession(claims, SECRET);
    expect(openSession(token, SECRET)).toEqual(claims);
    expect(openSession(token, `${SECRET}x`)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['no signature', 'eyJ1IjoiYWRhIn0'],
    ['three parts', 'a.b.c'],
    ['a huge value', 'a'.repeat(2000)],
  ])('refuse %s', (_, token) => {
    expect(openSession(token, SECRET)).toBeUndefined();
  });

  it('refuse claims changed after signing, even with a valid-looking shape', () => {
    const [, signature] = sealSession(claims, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, u: 'root' })).toString('base64url');
    expect(openSession(`${forged}.${signature}`, SECRET)).toBeUndefined();
  });

  it('refuse the right signature in any encoding but the one it was sealed in', () => {
    const token = sealSession(claims, SECRET);
    const [payload = '', signature = ''] = token.split('.');
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    // The last of 43 characters carries 2 spare bits: flipping one decodes to the same bytes.
    const last = signature.at(-1) ?? 'A';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spareBitFlipped = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(last) ^ 1]}`;
    const variants = [`${signature}=`, standard, standard.replace(/=+$/, ''), spareBitFlipped, ` ${signature}`];
    for (const variant of variants.filter((candidate) => candidate !== signature)) {
      expect(Buffer.from(variant.trim(), 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
      expect(openSession(`${payload}.${variant}`, SECRET), variant).toBeUndefined();
    }
  });

  const limits = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
  it.each([
    ['just issued', 0, 0, 'fresh'],
    ['29 minutes idle', 29 * 60_000, 29 * 60_000, 'fresh'],
    ['30 minutes idle', 30 * 60_000, 30 * 60_000, 'idle'],
    ['active but 12 hours old', 12 * 3_600_000, 60_000, 'expired'],
    ['from the future', -5 * 60_000, -5 * 60_000, 'future'],
  ])('age: %s', (_, sinceIssued, sinceSeen, expected) => {
    const now = 50_000_000;
    expect(sessionAge({ ...claims, iat: now - sinceIssued, seen: now - sinceSeen }, now, limits)).toBe(expected);
  });
});
