import type { Context } from 'hono';
import { LOCAL_USER, type SessionUser } from './session-service.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by `authenticate` on every /api request it lets through. */
    user: SessionUser;
  }
}

/** The user of this request; routes mounted without `authenticate` (unit tests) act as the local user. */
export function currentUser(c: Context): SessionUser {
  return c.get('user') ?? LOCAL_USER;
}

/** Whether this request reached the server over HTTPS (X-Forwarded-Proto only behind a trusted proxy). */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
}
