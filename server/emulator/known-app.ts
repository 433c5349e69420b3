import type { MiddlewareHandler } from 'hono';
import { errorJson } from './errors.ts';
import type { EmulatorStore } from './store.ts';

/** 404 for an appId the emulator has no data for; runs after authentication, as upstream would. */
export function requireKnownApp(store: EmulatorStore): MiddlewareHandler {
  return async (c, next) => {
    const appId = c.req.param('appId') ?? '';
    if (!store.hasApp(appId)) return errorJson(c, 404, 'ERR_APP_NOT_FOUND', `No app with id ${appId}.`);
    await next();
  };
}
