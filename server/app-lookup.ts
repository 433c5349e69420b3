import type { AppConfig, DashboardConfig } from './config.ts';
import { jsonError } from './json-error.ts';
import { isSafeId } from './safe-id.ts';

/** The answer for an `:appId` that names no configured app (or is not a safe id). */
export function unknownApp(): Response {
  return jsonError(
    404,
    'ERR_NOT_FOUND',
    'No app with this id is configured on the dashboard server. Pick an app from the list, or add it to the server config.',
  );
}

/** The configured app a route's `:appId` names; undefined for an unsafe or unknown id. */
export function appLookup(config: DashboardConfig): (appId: string | undefined) => AppConfig | undefined {
  const apps = new Map(config.apps.map((app) => [app.appId, app]));
  return (appId) => (isSafeId(appId) ? apps.get(appId) : undefined);
}
