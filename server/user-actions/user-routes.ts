import { Hono, type Context } from 'hono';
import { isJsonObject } from '../../contract/json.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { intendOrRefuse } from '../audited-writes/intend-or-refuse.ts';
import { writeTurnKey, type WriteTurns } from '../audited-writes/write-turns.ts';
import { requireAdmin } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { AppConfig, DashboardConfig } from '../config.ts';
import type { Live } from '../live/live.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { usersTarget } from '../upstream-target.ts';
import { announceUserAction } from './announce-user-action.ts';
import { reasonOrRefusal, serviceBodyOf } from './user-action-input.ts';

export interface UserRouteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  audit: AuditLog;
  writeTurns?: WriteTurns | undefined;
  /** Where the other open pages hear of an applied action (live events). */
  live?: Live | undefined;
}

const READ_TIMEOUT_MS = 5000;

async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * A sender's case: the user as the service knows them (`GET /users/{uid}`) and whether they are
 * deactivated (`GET /users?onlyDeactivated=true`, the documented way to ask), every role; and
 * Deactivate / Reactivate (`DELETE` / `PUT /users` with the documented body for one uid), admins
 * only, with a required reason, intent in the audit log before the call and outcome after, then a
 * `user-acted` live event when the service applied it.
 */
export function userRoutes({ config, send, audit, writeTurns, live }: UserRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const turns: WriteTurns = writeTurns ?? new KeyedQueue();
  const routes = new Hono<SignedIn>();
  routes.post('/:appId/users/:uid/deactivate', requireAdmin('Deactivate'));
  routes.post('/:appId/users/:uid/reactivate', requireAdmin('Reactivate'));

  const call = (
    c: Context<SignedIn>,
    app: AppConfig,
    method: 'GET' | 'PUT' | 'DELETE',
    rest: string[],
    extra: { search?: string; body?: object } = {},
  ) =>
    send(c, app, 'moderation', {
      method,
      ...usersTarget(app, rest),
      search: extra.search ?? '',
      ...(method === 'GET'
        ? { timeoutMs: Math.min(config.upstreamTimeoutMs, READ_TIMEOUT_MS) }
        : { detached: true, contentType: 'application/json' }),
      ...(extra.body ? { body: new TextEncoder().encode(JSON.stringify(extra.body)).buffer as ArrayBuffer } : {}),
    });

  routes.get('/:appId/users/:uid', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const uid = c.req.param('uid');
    if (!isSafeId(uid)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const [one, deactivatedList] = await Promise.all([
      call(c, app, 'GET', [uid]),
      call(c, app, 'GET', [], { search: `?onlyDeactivated=true&searchKey=${encodeURIComponent(uid)}&perPage=100` }),
    ]);
    const listed = await jsonOf(deactivatedList);
    const deactivatedEntry =
      deactivatedList.ok && isJsonObject(listed) && Array.isArray(listed.data)
        ? listed.data.find((user: unknown) => isJsonObject(user) && user.uid === uid)
        : undefined;
    const deactivated = deactivatedList.ok ? deactivatedEntry !== undefined : null;
    if (!one.ok && !deactivatedEntry) return one;
    const body = one.ok ? await jsonOf(one) : { data: deactivatedEntry };
    const data = isJsonObject(body) ? body.data : undefined;
    if (!isJsonObject(data))
      return jsonError(502, 'ERR_UPSTREAM_UNREADABLE', 'The service answered without the user. Reload to try again.');
    // `deactivated: null`: the list could not be read, so the page says it does not know.
    return c.json({ data, deactivated }, 200, { 'cache-control': 'no-store' });
  });

  const act = (operation: 'deactivate' | 'reactivate') => async (c: Context<SignedIn>) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const uid = c.req.param('uid') ?? '';
    if (!isSafeId(uid)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const asked = await reasonOrRefusal(c);
    if (asked instanceof Response) return asked;
    const { reason } = asked;
    const service = serviceBodyOf(operation, uid);
    return turns.run(writeTurnKey('user', app.appId, uid), async () => {
      const intent = await intendOrRefuse(
        audit,
        { username: currentUser(c).username, appId: app.appId },
        {
          action: 'user-action',
          operation,
          uid,
          reason,
          oldValues: 'unknown',
          changes: [{ path: `user ${uid}: deactivated`, new: operation === 'deactivate' }],
        },
      );
      if (intent instanceof Response) return intent;
      const response = await call(c, app, service.method, [], { body: service.body });
      await audit.conclude(intent, outcomeOf(response.status));
      if (response.ok)
        await announceUserAction(live, app.appId, { uid, action: operation, username: currentUser(c).username });
      return response;
    });
  };
  routes.post('/:appId/users/:uid/deactivate', act('deactivate'));
  routes.post('/:appId/users/:uid/reactivate', act('reactivate'));
  return routes;
}
