import { Hono, type Context } from 'hono';
import { groupCallOf, type GroupAction } from '../../contract/schemas/group-actions.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { intendOrRefuse } from '../audited-writes/intend-or-refuse.ts';
import { writeTurnKey, type WriteTurns } from '../audited-writes/write-turns.ts';
import { requireRole } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import type { Live } from '../live/live.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { groupsTarget } from '../upstream-target.ts';
import { announceUserAction } from './announce-user-action.ts';
import { reasonOrRefusal } from './user-action-input.ts';

export interface GroupRouteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  audit: AuditLog;
  writeTurns?: WriteTurns | undefined;
  /** Where the other open pages hear of an applied action (live events). */
  live?: Live | undefined;
}

const WHAT: Record<GroupAction, string> = { kick: 'Kick', ban: 'Ban', unban: 'Unban' };

/** The state each action sets, as the audit log's change reads it. */
const CHANGE: Record<GroupAction, { field: 'member' | 'banned'; value: boolean }> = {
  kick: { field: 'member', value: false },
  ban: { field: 'banned', value: true },
  unban: { field: 'banned', value: false },
};

/**
 * Kick, Ban and Unban a sender in a group conversation (`POST
 * /api/apps/:appId/users/:uid/groups/:guid/{kick,ban,unban}`): moderators and admins (a moderator
 * may act on a group; only an admin may deactivate), a required reason, intent in the audit log
 * before the documented call (`groupCallOf`, no body) and outcome after, then a `user-acted`
 * live event when the service applied it. The service's answer, errors included, passes through
 * for the page to put in words.
 */
export function groupRoutes({ config, send, audit, writeTurns, live }: GroupRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const turns: WriteTurns = writeTurns ?? new KeyedQueue();
  const routes = new Hono<SignedIn>();

  const act = (action: GroupAction) => async (c: Context<SignedIn>) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const uid = c.req.param('uid') ?? '';
    const guid = c.req.param('guid') ?? '';
    if (!isSafeId(uid) || !isSafeId(guid)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const asked = await reasonOrRefusal(c);
    if (asked instanceof Response) return asked;
    const { reason } = asked;
    const call = groupCallOf(action, guid, uid);
    const change = CHANGE[action];
    // One turn per user, shared with Deactivate/Reactivate: the audit log's order is the service's.
    return turns.run(writeTurnKey('user', app.appId, uid), async () => {
      const intent = await intendOrRefuse(
        audit,
        { username: currentUser(c).username, appId: app.appId },
        {
          action: 'user-action',
          operation: action,
          uid,
          guid,
          reason,
          oldValues: 'unknown',
          changes: [{ path: `user ${uid} in group ${guid}: ${change.field}`, new: change.value }],
        },
      );
      if (intent instanceof Response) return intent;
      const response = await send(c, app, 'moderation', {
        method: call.method,
        ...groupsTarget(app, call.segments),
        search: '',
        detached: true,
      });
      await audit.conclude(intent, outcomeOf(response.status));
      if (response.ok)
        await announceUserAction(live, app.appId, { uid, action, guid, username: currentUser(c).username });
      return response;
    });
  };

  for (const action of ['kick', 'ban', 'unban'] as const) {
    const path = `/:appId/users/:uid/groups/:guid/${action}`;
    routes.post(path, requireRole('moderator', WHAT[action]));
    routes.post(path, act(action));
  }
  return routes;
}
