import { configFileSchema, type DashboardConfig } from './config-schema.ts';
import { ConfigError, timeoutFromEnv } from './config.ts';

/** The apps of the embedded emulator, as listed in the app switcher. */
export const EMBEDDED_APPS = [
  { appId: 'demo-app', name: 'Demo app' },
  { appId: 'staging-app', name: 'Staging app' },
] as const;

/**
 * Without DASHBOARD_CONFIG the dashboard talks to its own emulator through the same proxy code
 * as a real upstream, so the proxy's checks are the ones exercised; the calls to these URLs are
 * answered in-process (in-process-upstream.ts). `selfUrl` is where this server can reach itself
 * (loopback when it listens on every interface).
 */
export function embeddedConfig(selfUrl: string, env: NodeJS.ProcessEnv): DashboardConfig {
  const key = env.EMULATOR_KEY || 'demo-key';
  const secret = env.EMULATOR_SECRET || 'demo-secret';
  const base = selfUrl.replace(/\/+$/, '');
  const parsed = configFileSchema.safeParse({
    apps: EMBEDDED_APPS.map(({ appId, name }) => ({
      appId,
      name,
      moderationBaseUrl: `${base}/emulator/moderation`,
      notificationsBaseUrl: `${base}/emulator/notifications/${appId}`,
      key,
      secret,
      apiKey: key,
    })),
  });
  if (!parsed.success) throw new ConfigError(['the embedded emulator configuration is invalid; check HOST, PORT, EMULATOR_KEY and EMULATOR_SECRET']);
  return { apps: parsed.data.apps, upstreamTimeoutMs: timeoutFromEnv(env) };
}
