import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { notificationSettingsPatchSchema } from '../../contract/schemas/index.ts';
import { readable } from '../../contract/schemas/zod.ts';
import { requireApiKey } from './auth.ts';
import { isJsonObject } from './deep-merge.ts';
import { errorJson } from './errors.ts';
import { injectFault, type FaultQueue } from './faults.ts';
import { requireKnownApp } from './known-app.ts';
import type { EmulatorStore } from './store.ts';

export interface NotificationRouteOptions {
  store: EmulatorStore;
  apiKey: string;
  faults: FaultQueue | undefined;
}

export const MAX_SETTINGS_BODY_BYTES = 1024 * 1024;
const SETTINGS_PATH = '/:appId/v3/notifications/v1/settings';

/** Operation 6 and its documented siblings, under `{notifications_url}` = `/emulator/notifications/<appId>`. */
export function notificationRoutes({ store, apiKey, faults }: NotificationRouteOptions): Hono {
  const app = new Hono();
  app.use(SETTINGS_PATH, requireApiKey(apiKey), requireKnownApp(store));

  app.get(SETTINGS_PATH, injectFault(faults, 'settings-get'), (c) =>
    c.json({ data: store.settings(c.req.param('appId')) }),
  );

  app.patch(
    SETTINGS_PATH,
    injectFault(faults, 'settings-patch'),
    bodyLimit({
      maxSize: MAX_SETTINGS_BODY_BYTES,
      onError: (c) => errorJson(c, 413, 'ERR_PAYLOAD_TOO_LARGE', 'The body is larger than 1 MB.'),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorJson(c, 400, 'ERR_BAD_REQUEST', 'The body is not valid JSON.');
      }
      if (!isJsonObject(body)) return errorJson(c, 400, 'ERR_BAD_REQUEST', 'The body must be a JSON object.');
      const result = notificationSettingsPatchSchema.safeParse(body, readable);
      if (!result.success) {
        const message = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        return errorJson(c, 400, 'ERR_BAD_REQUEST', `Invalid settings: ${message}`);
      }
      // Merge the body as sent (already checked), not zod's output copy of it.
      store.patchSettings(c.req.param('appId'), body);
      return c.json({ data: { success: true } });
    },
  );

  // The real service documents DELETE as "reset to defaults"; e2e tests use it to start clean.
  app.delete(SETTINGS_PATH, (c) => {
    store.resetSettings(c.req.param('appId'));
    return c.json({ data: { success: true } });
  });

  return app;
}
