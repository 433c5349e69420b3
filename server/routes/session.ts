import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { sessionsUnavailable } from '../auth/access.ts';
import { clientAddress } from '../auth/client-address.ts';
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from '../auth/session-cookie.ts';
import { LOCAL_USER, type SessionService, type SessionUser } from '../auth/session-service.ts';
import type { RefusalScope } from '../auth/sign-in-limits.ts';
import { jsonError } from '../json-error.ts';

const signInSchema = z.object({
  // A NUL or a lone surrogate, which PostgreSQL could not count attempts under, is refused before (input-guard.ts).
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(1024),
});

// Each says what ran out and what to do; the wait is the Retry-After value in words.
const TOO_MANY: Record<RefusalScope | 'busy', (wait: string) => string> = {
  address: (wait) => `Too many sign-in attempts from this address; try again in ${wait}.`,
  name: (wait) =>
    `Too many sign-in attempts for this user name; try again in ${wait}, and check the user name and password first.`,
  password: (wait) => `This password was tried for too many user names; try again in ${wait}, and check the user name.`,
  server: (wait) => `The server is receiving too many sign-in attempts; try again in ${wait}.`,
  busy: (wait) => `The server is busy checking other sign-ins; try again in ${wait}.`,
};
const BUSY_RETRY_SECONDS = 2;

function tooMany(scope: RefusalScope | 'busy', seconds: number): Response {
  const response = jsonError(
    429,
    'ERR_TOO_MANY_ATTEMPTS',
    TOO_MANY[scope](seconds === 1 ? '1 second' : `${seconds} seconds`),
  );
  response.headers.set('retry-after', String(seconds));
  return response;
}

function sessionBody(c: Context, authRequired: boolean, user: SessionUser | undefined) {
  c.header('cache-control', 'no-store');
  return c.json({ data: { authRequired, ...(user ? { user } : {}) } });
}

/**
 * `GET /api/session` (who am I, and is sign-in needed), `POST` (sign in), `DELETE` (sign out).
 * Reachable without a session; the CSRF guard in front covers POST and DELETE.
 */
export function sessionRoutes(sessions: SessionService, trustProxy: boolean): Hono {
  const routes = new Hono();

  routes.get('/', async (c) => {
    if (!sessions.required) return sessionBody(c, false, LOCAL_USER);
    const session = await sessions.resolve(readSessionCookie(c)).catch(() => null);
    if (session === null) return sessionsUnavailable();
    if (session?.refreshed) writeSessionCookie(c, session.refreshed, sessions.cookieMaxAge(session.claims), trustProxy);
    return sessionBody(c, true, session?.user);
  });

  routes.post('/', async (c) => {
    if (!sessions.required) {
      return jsonError(
        409,
        'ERR_SIGN_IN_DISABLED',
        'This dashboard server has no users configured, so there is no sign-in: open the dashboard directly.',
      );
    }
    if (!/^application\/json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
      return jsonError(
        415,
        'ERR_UNSUPPORTED_MEDIA_TYPE',
        'Send the user name and password as JSON with Content-Type: application/json.',
      );
    }
    const parsed = signInSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      return jsonError(400, 'ERR_BAD_REQUEST', 'Send a JSON object with a user name and a password.');
    const result = await sessions
      .signIn(parsed.data.username, parsed.data.password, clientAddress(c, trustProxy))
      .catch(() => null);
    if (result === null) return sessionsUnavailable();
    if (!result.ok && result.reason === 'busy') return tooMany('busy', BUSY_RETRY_SECONDS);
    if (!result.ok && result.reason === 'throttled') return tooMany(result.scope, result.retryAfterSeconds);
    if (!result.ok)
      return jsonError(401, 'ERR_BAD_CREDENTIALS', 'The user name or password is wrong. Check both and try again.');
    writeSessionCookie(c, result.token, Math.floor(sessions.limits.maxMs / 1000), trustProxy);
    return sessionBody(c, true, result.user);
  });

  routes.delete('/', async (c) => {
    clearSessionCookie(c, trustProxy);
    try {
      await sessions.signOut(readSessionCookie(c));
    } catch {
      // The cookie is cleared and this server refuses the session; only the record for a restart is missing.
      const response = jsonError(
        503,
        'ERR_SIGN_OUT_NOT_SAVED',
        "You are signed out in this browser, but the server could not record the sign-out, so a copy of this session could still be used after a restart. Sign out again; if this keeps happening, tell the server's operator.",
      );
      // A Response of its own does not carry what was set on the context: the cleared cookie.
      response.headers.append('set-cookie', c.res.headers.get('set-cookie') ?? '');
      return response;
    }
    return sessionBody(c, sessions.required, sessions.required ? undefined : LOCAL_USER);
  });

  return routes;
}
