import { Hono } from 'hono';
import { messageDeleteCallOf } from '../../contract/schemas/message-delete.ts';
import { appLookup, unknownApp } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { outcomeOf } from '../audit/change-outcome.ts';
import { intendOrRefuse } from '../audited-writes/intend-or-refuse.ts';
import { writeTurnKey, type WriteTurns } from '../audited-writes/write-turns.ts';
import { requireRole } from '../auth/access.ts';
import { currentUser, type SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import type { Live } from '../live/live.ts';
import { isSafeId } from '../safe-id.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { messagesTarget } from '../upstream-target.ts';
import { announceUserAction } from './announce-user-action.ts';
import { reasonOrRefusal } from './user-action-input.ts';

export interface MessageRouteDeps {
  config: DashboardConfig;
  send: SendUpstream;
  audit: AuditLog;
  writeTurns?: WriteTurns | undefined;
  /** Where the other open pages hear of an applied delete (live events). */
  live?: Live | undefined;
}

const PATH = '/:appId/users/:uid/messages/:messageId/delete';

/**
 * Delete one delivered message of a sender (`POST /api/apps/:appId/users/:uid/messages/:messageId/delete`):
 * moderators and admins, a required reason, intent in the audit log before the documented call
 * (`messageDeleteCallOf`: `DELETE /messages/{id}` with `{ "permanent": false }`) and outcome after.
 * The uid is the sender as the page showed them, kept so the audit log names whose message it was;
 * the service's answer, errors included, passes through for the page to put in words.
 */
export function messageRoutes({ config, send, audit, writeTurns, live }: MessageRouteDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const turns: WriteTurns = writeTurns ?? new KeyedQueue();
  const routes = new Hono<SignedIn>();
  routes.post(PATH, requireRole('moderator', 'Delete message'));
  routes.post(PATH, async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    const { uid, messageId } = c.req.param();
    if (!isSafeId(uid) || !isSafeId(messageId)) return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const asked = await reasonOrRefusal(c);
    if (asked instanceof Response) return asked;
    const call = messageDeleteCallOf(messageId);
    // One turn per user, shared with their other actions: the audit log's order is the service's.
    return turns.run(writeTurnKey('user', app.appId, uid), async () => {
      const intent = await intendOrRefuse(
        audit,
        { username: currentUser(c).username, appId: app.appId },
        {
          action: 'user-action',
          operation: 'delete-message',
          uid,
          messageId,
          reason: asked.reason,
          oldValues: 'unknown',
          changes: [{ path: `message ${messageId} of user ${uid}: deleted`, new: true }],
        },
      );
      if (intent instanceof Response) return intent;
      const response = await send(c, app, 'moderation', {
        method: call.method,
        ...messagesTarget(app, call.segments),
        search: '',
        detached: true,
        contentType: 'application/json',
        body: new TextEncoder().encode(JSON.stringify(call.body)).buffer as ArrayBuffer,
      });
      await audit.conclude(intent, outcomeOf(response.status));
      if (response.ok)
        await announceUserAction(live, app.appId, {
          uid,
          action: 'delete-message',
          messageId,
          username: currentUser(c).username,
        });
      return response;
    });
  });
  return routes;
}
