import { Hono } from 'hono';
import { unknownApp, appLookup } from '../app-lookup.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { withEntityTag } from '../audited-writes/preconditions.ts';
import type { WriteTurns } from '../audited-writes/write-turns.ts';
import { requireAdmin } from '../auth/access.ts';
import type { SignedIn } from '../auth/context.ts';
import type { DashboardConfig } from '../config.ts';
import { jsonError, NOT_FOUND_MESSAGE } from '../json-error.ts';
import { KeyedQueue } from '../keyed-queue.ts';
import { patchSettings } from '../settings/settings-patch.ts';
import { resetSettings } from '../settings/settings-reset.ts';
import type { SendUpstream } from '../upstream-sender.ts';
import { SETTINGS_PATH } from '../upstream-target.ts';

export interface NotificationSettingsDeps {
  config: DashboardConfig;
  send: SendUpstream;
  /** Where settings changes are recorded: intent before forwarding, outcome after. */
  audit: AuditLog;
  /** Whose turn it is to change an app's settings: shared by every server on one PostgreSQL; else this server's own queue. */
  writeTurns?: WriteTurns | undefined;
}

/**
 * `/api/apps/:appId/notifications/settings` to `{notificationsBaseUrl}/v3/notifications/v1/settings`
 * with the app's apikey: read (`GET`, with an ETag), change (`PATCH`) and reset to defaults (`DELETE`),
 * admins only; a change or reset that sends If-Match is refused (412) when the settings changed since.
 */
export function notificationSettingsRoutes({
  config,
  send,
  audit,
  writeTurns,
}: NotificationSettingsDeps): Hono<SignedIn> {
  const appOf = appLookup(config);
  const turns: WriteTurns = writeTurns ?? new KeyedQueue();
  const routes = new Hono<SignedIn>();
  routes.use('/:appId/notifications/*', requireAdmin('notification settings'));

  // DELETE is the documented "reset to defaults"; CSRF-checked like the PATCH.
  routes.on(['GET', 'PATCH', 'DELETE'], '/:appId/notifications/settings', async (c) => {
    const app = appOf(c.req.param('appId'));
    if (!app) return unknownApp();
    // HEAD reaches GET handlers in Hono; it is not one of the operations.
    if (c.req.method === 'HEAD') return jsonError(404, 'ERR_NOT_FOUND', NOT_FOUND_MESSAGE);
    const credentials = { apikey: app.apiKey };
    // The ETag names the version a PATCH or reset may send back in If-Match (decision 032).
    if (c.req.method === 'GET')
      return withEntityTag(
        await send(c, app, 'notification settings', { method: 'GET', segments: SETTINGS_PATH, credentials }),
      );
    // The settings around a change, for the audit log: a plain GET that may not hold up the change for long.
    const read = () =>
      send(c, app, 'notification settings', {
        method: 'GET',
        segments: SETTINGS_PATH,
        credentials,
        search: '',
        timeoutMs: Math.min(config.upstreamTimeoutMs, 5000),
      });
    const callerSignal = c.req.raw.signal;
    if (c.req.method === 'DELETE') {
      return resetSettings(c, app, {
        audit,
        turns,
        callerSignal,
        read,
        forward: () =>
          send(c, app, 'notification settings', { method: 'DELETE', segments: SETTINGS_PATH, credentials, search: '' }),
      });
    }
    return patchSettings(c, app, {
      audit,
      turns,
      callerSignal,
      readBefore: read,
      forward: (body, contentType) =>
        send(c, app, 'notification settings', {
          method: 'PATCH',
          segments: SETTINGS_PATH,
          credentials,
          contentType,
          body,
        }),
    });
  });

  return routes;
}
