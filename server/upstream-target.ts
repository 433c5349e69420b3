import type { AppConfig } from './config.ts';

/** The notification settings' path under an app's notifications base URL. */
export const SETTINGS_PATH = ['v3', 'notifications', 'v1', 'settings'];

/** The upstream path and credential headers of a moderation call, in the app's flavour of the API. */
export function moderationTarget(app: AppConfig, rest: readonly string[]): { segments: string[]; credentials: Record<string, string> } {
  if (app.moderationApi === 'rest') {
    // `{base}/moderation/...` with the one REST API key. The regionless host needs the app id in
    // an `appid` header; the per-app host already names the app, and the same id agrees with it.
    return { segments: ['moderation', ...rest], credentials: { apikey: app.apiKey, appid: app.appId } };
  }
  return { segments: ['apps', app.appId, 'moderation', ...rest], credentials: { key: app.key ?? '', secret: app.secret ?? '' } };
}
