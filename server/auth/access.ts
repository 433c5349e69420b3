import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../json-error.ts';
import { currentUser, type SignedIn } from './context.ts';
import { appendSessionCookie, readSessionCookie } from './session-cookie.ts';
import type { Role } from '../config-users.ts';
import { LOCAL_USER, type SessionService, type SessionUser } from './session-service.ts';

/**
 * Every request to /api/apps: who is asking. Without users in the config
 * it is the local user (the server then listens on loopback only); with users, no session is 401.
 */
/** Sign-in budgets and, on a shared store, sign-outs are in the store: without it no session can be checked. */
export function sessionsUnavailable(): Response {
  const response = jsonError(
    503,
    'ERR_STORE_UNAVAILABLE',
    "The dashboard cannot check sign-ins just now: its database cannot be reached. Try again in a minute; if it keeps failing, tell the server's operator (check DATABASE_URL and the server log).",
  );
  response.headers.set('retry-after', '30');
  return response;
}

export function authenticate(sessions: SessionService, trustProxy: boolean): MiddlewareHandler<SignedIn> {
  const withSession: MiddlewareHandler<SignedIn> = async (c, next) => {
    const session = await sessions.resolve(readSessionCookie(c)).catch(() => null);
    if (session === null) return sessionsUnavailable();
    if (!session) {
      return jsonError(
        401,
        'ERR_SESSION_REQUIRED',
        'Sign in to use the dashboard: there is no session, or it has ended.',
      );
    }
    c.set('user', session.user);
    await next();
    // After the handler: its answer may be a Response of its own (the proxy's), which would drop a header set before.
    if (session.refreshed) appendSessionCookie(c, session.refreshed, sessions.cookieMaxAge(session.claims), trustProxy);
  };
  return (c, next) => {
    if (sessions.required) return withSession(c, next);
    c.set('user', LOCAL_USER);
    return next();
  };
}

export function mayOpenApp(user: SessionUser, appId: string): boolean {
  return user.appIds === undefined || user.appIds.includes(appId);
}

/** `/api/apps/:appId/*`: only the apps the user is limited to. */
export function requireAppAccess(): MiddlewareHandler<SignedIn> {
  return (c, next) => {
    const user = currentUser(c);
    if (!mayOpenApp(user, c.req.param('appId') ?? '')) {
      return Promise.resolve(
        jsonError(
          403,
          'ERR_APP_FORBIDDEN',
          `Your account (${user.username}) may not open this app. Pick one of your apps, or ask an admin for access.`,
        ),
      );
    }
    return next();
  };
}

// Each role may do what the ones before it may: viewer (reads), moderator (decides), admin (settings).
const RANK: Record<Role, number> = { viewer: 0, moderator: 1, admin: 2 };

/** Refuses users whose role ranks below `least`, naming what they tried to use. */
export function requireRole(least: Role, what: string): MiddlewareHandler<SignedIn> {
  return (c, next) => {
    const user = currentUser(c);
    if (RANK[user.role] < RANK[least]) {
      const who = least === 'admin' ? 'an admin' : 'a moderator or an admin';
      return Promise.resolve(
        jsonError(403, 'ERR_ROLE_FORBIDDEN', `Your role (${user.role}) can't use ${what}; ask ${who}.`),
      );
    }
    return next();
  };
}

/** Notification settings (read and change) and the audit log: admins only. */
export const requireAdmin = (what: string): MiddlewareHandler<SignedIn> => requireRole('admin', what);
