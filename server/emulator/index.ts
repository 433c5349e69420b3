import { Hono } from 'hono';
import { errorJson, notFoundJson } from './errors.ts';
import { arrivalRoutes } from './arrivals.ts';
import { FaultQueue, faultRoutes } from './faults.ts';
import { mediaRoutes } from './media.ts';
import { tokenFileRoutes } from './token-files.ts';
import { moderationRoutes } from './moderation-routes.ts';
import { notificationRoutes } from './notification-routes.ts';
import { restFlavourRoutes } from './rest-routes.ts';
import { resolveOptions, type EmulatorOptions } from './options.ts';
import { createStore } from './store.ts';
import { webhookSender } from './webhooks.ts';

export { EMULATOR_APPS } from './data/apps.ts';
export { emulatorOptionsFromEnv, type EmulatorOptions } from './options.ts';

/**
 * The embedded stand-in for the real service (docs/architecture.md, "The emulator contract"). Paths are
 * relative to the mount point: the server mounts it with `app.route('/emulator', emulator)`.
 * Each call makes an independent emulator with its own settings store and fault queue.
 */
export function createEmulator(options?: EmulatorOptions): Hono {
  const resolved = resolveOptions(options);
  const store = createStore(resolved);
  const faults = resolved.faults ? new FaultQueue() : undefined;
  const app = new Hono();

  // Never leak a stack trace or internal detail; the error itself is for a debugger, not the client.
  app.onError((_error, c) => errorJson(c, 500, 'ERR_OPERATION_FAILED', 'The emulator failed to answer this request.'));
  app.notFound(notFoundJson);

  if (faults) app.route('/_faults', faultRoutes(faults));
  // Test-only like the faults: a message blocked now.
  const webhooks = resolved.webhooks
    ? webhookSender({ target: () => resolved.webhooks, fetch: globalThis.fetch })
    : undefined;
  if (faults) app.route('/_arrivals', arrivalRoutes(store, webhooks));
  const moderation = moderationRoutes({
    store,
    key: resolved.key,
    secret: resolved.secret,
    faults,
    ignoreUndocumentedLimit: resolved.ignoreUndocumentedLimit,
  });
  app.route('/moderation', moderation);
  const rest = restFlavourRoutes({
    moderation,
    apiKey: resolved.apiKey,
    key: resolved.key,
    secret: resolved.secret,
    store,
  });
  app.route('/rest', rest);
  // The app's REST host is also its notifications host (`https://{appId}.api-{region}.cometchat.io`):
  // the moderation calls answer there too, where a management-flavour app sends what its flavour lacks.
  app.route('/notifications', rest);
  app.route('/notifications', notificationRoutes({ store, apiKey: resolved.apiKey, faults }));
  const media = mediaRoutes();
  app.route(
    '/media',
    tokenFileRoutes({
      apps: resolved.tokenFileAccessApps,
      apiKey: resolved.apiKey,
      mediaBaseUrl: resolved.mediaBaseUrl,
      media,
    }),
  );
  app.route('/media', media);
  // Catches unknown paths even when mounted inside another app, whose notFound would otherwise answer.
  app.all('*', notFoundJson);
  return app;
}
