import type { Context } from 'hono';
import { deleteCookie, generateCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { cameOverHttps } from './context.ts';

export const SESSION_COOKIE = 'dashboard_session';

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** HttpOnly (no script reads it), SameSite=Strict (no other site sends it), Secure over HTTPS. */
function options(c: Context, maxAgeSeconds: number, trustProxy: boolean): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'Strict', secure: cameOverHttps(c, trustProxy), maxAge: maxAgeSeconds };
}

export function writeSessionCookie(c: Context, token: string, maxAgeSeconds: number, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, token, options(c, maxAgeSeconds, trustProxy));
}

/** Adds the cookie to the response a handler already made (a proxied answer is a Response of its own). */
export function appendSessionCookie(c: Context, token: string, maxAgeSeconds: number, trustProxy: boolean): void {
  const cookie = generateCookie(SESSION_COOKIE, token, options(c, maxAgeSeconds, trustProxy));
  try {
    c.res.headers.append('set-cookie', cookie);
  } catch {
    // Headers of a response made elsewhere can be immutable: copy it first.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append('set-cookie', cookie);
  }
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'Strict',
    secure: cameOverHttps(c, trustProxy),
  });
}
