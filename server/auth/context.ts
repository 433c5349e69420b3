import type { Context } from 'hono';
import type { SessionUser } from './session-service.ts';

/** The routes behind `authenticate` are `Hono<SignedIn>`: it sets the user on every request it lets through. */
export type SignedIn = { Variables: { user: SessionUser } };

/**
 * The user of this request, as `authenticate` set it. Fails closed: a route reached without
 * `authenticate` has no user, and acting as the local admin there would hand anyone its rights.
 */
export function currentUser(c: Context<SignedIn>): SessionUser {
  const user: SessionUser | undefined = c.get('user');
  if (!user) throw new Error('currentUser() called on a route that authenticate() did not run for');
  return user;
}

/** Whether this request reached the server over HTTPS (X-Forwarded-Proto only behind a trusted proxy). */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}
