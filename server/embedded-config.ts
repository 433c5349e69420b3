import { configFileSchema, type DashboardConfig } from './config-schema.ts';
import { ConfigError, timeoutFromEnv } from './config.ts';
import { DEFAULT_API_KEY, tokenFileAccessAppsFromEnv, webhookCredentials } from './emulator/options.ts';

/** The apps of the embedded emulator, as listed in the app switcher. */
export const EMBEDDED_APPS = [
  { appId: 'demo-app', name: 'Demo app' },
  { appId: 'staging-app', name: 'Staging app' },
] as const;

/** The embedded apps take their emulator's webhooks unless EMULATOR_WEBHOOKS is 0 (then the poll alone brings new blocks). */
export function embeddedWebhooksOn(env: NodeJS.ProcessEnv): boolean {
  return !/^(0|false|no|off)$/i.test(env.EMULATOR_WEBHOOKS ?? '');
}

/**
 * Without DASHBOARD_CONFIG the dashboard talks to its own emulator through the same proxy code
 * as a real upstream, so the proxy's checks are the ones exercised; the calls to these URLs are
 * answered in-process (in-process-upstream.ts). `selfUrl` is where this server can reach itself
 * (loopback when it listens on every interface). The apps use the REST flavour, as the service
 * recommends, with the emulator's REST API key (never the management key), and take the
 * emulator's webhooks with its Basic Auth (EMULATOR_WEBHOOK_USER, EMULATOR_WEBHOOK_PASSWORD).
 */
export function embeddedConfig(selfUrl: string, env: NodeJS.ProcessEnv): DashboardConfig {
  const apiKey = env.EMULATOR_APIKEY || DEFAULT_API_KEY;
  const base = selfUrl.replace(/\/+$/, '');
  // start.ts has checked the variable already (emulatorOptionsFromEnv names it when it is wrong).
  const tokenApps = new Set(tokenFileAccessAppsFromEnv(env));
  const parsed = configFileSchema.safeParse({
    apps: EMBEDDED_APPS.map(({ appId, name }) => ({
      appId,
      name,
      moderationApi: 'rest',
      moderationBaseUrl: `${base}/emulator/rest/${appId}/v3`,
      notificationsBaseUrl: `${base}/emulator/notifications/${appId}`,
      apiKey,
      ...(embeddedWebhooksOn(env) ? { webhook: webhookCredentials(env) } : {}),
      ...(tokenApps.has(appId) ? { tokenFileAccess: true, filesBaseUrl: `${base}/emulator/media/apps` } : {}),
    })),
  });
  if (!parsed.success)
    throw new ConfigError(['the embedded emulator configuration is invalid; check HOST, PORT and EMULATOR_APIKEY']);
  return { apps: parsed.data.apps, upstreamTimeoutMs: timeoutFromEnv(env) };
}
