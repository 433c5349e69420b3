import type { WebhookTarget } from './webhooks.ts';
import { EMULATOR_APPS } from './data/apps.ts';
import { DEFAULT_MEDIA_BASE_URL } from './data/media-urls.ts';

export interface EmulatorOptions {
  seed?: string;
  blockedMessages?: number;
  key?: string;
  secret?: string;
  /** The REST API key (header `apikey`): a credential of its own, never the management key. */
  apiKey?: string;
  mediaBaseUrl?: string;
  faults?: boolean;
  /**
   * The lists whose docs give no `limit` (all but the rules list) answer their default page
   * whatever `limit` says, as the service may (EMULATOR_IGNORE_LIMIT). Off by default: they honour it.
   */
  ignoreUndocumentedLimit?: boolean;
  /** Where the apps' webhooks go (a dashboard's `/webhooks/cometchat`), with its Basic Auth; none without it. */
  webhooks?: WebhookTarget | undefined;
  /**
   * Apps with token-based file access on (EMULATOR_TOKEN_FILE_ACCESS): their messages' media URLs
   * answer 401 without a valid `fat`, as the service's do (fundamentals/webhooks-overview.mdx).
   */
  tokenFileAccessApps?: readonly string[];
}

export type ResolvedOptions = Required<Omit<EmulatorOptions, 'webhooks'>> & Pick<EmulatorOptions, 'webhooks'>;

export const DEFAULT_SEED = 'moderation-dashboard-demo';
export const DEFAULT_KEY = 'demo-key';
export const DEFAULT_SECRET = 'demo-secret';
export const DEFAULT_API_KEY = 'demo-apikey';
export const DEFAULT_BLOCKED_MESSAGES = 300;
export const MAX_BLOCKED_MESSAGES = 10_000;

export function resolveOptions(options: EmulatorOptions = {}): ResolvedOptions {
  const blockedMessages = options.blockedMessages ?? DEFAULT_BLOCKED_MESSAGES;
  if (!Number.isInteger(blockedMessages) || blockedMessages < 0 || blockedMessages > MAX_BLOCKED_MESSAGES) {
    throw new RangeError(`blockedMessages must be a whole number from 0 to ${MAX_BLOCKED_MESSAGES}`);
  }
  const key = options.key ?? DEFAULT_KEY;
  const secret = options.secret ?? DEFAULT_SECRET;
  const apiKey = options.apiKey ?? DEFAULT_API_KEY;
  if (key === '' || secret === '' || apiKey === '')
    throw new RangeError('the emulator key, secret and apikey must not be empty');
  return {
    seed: options.seed ?? DEFAULT_SEED,
    blockedMessages,
    key,
    secret,
    apiKey,
    mediaBaseUrl: (options.mediaBaseUrl ?? DEFAULT_MEDIA_BASE_URL).replace(/\/+$/, ''),
    faults: options.faults ?? false,
    ignoreUndocumentedLimit: options.ignoreUndocumentedLimit ?? false,
    webhooks: options.webhooks,
    tokenFileAccessApps: options.tokenFileAccessApps ?? [],
  };
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'off']);

/**
 * Reads EMULATOR_SEED, EMULATOR_BLOCKED_MESSAGES, EMULATOR_KEY, EMULATOR_SECRET,
 * EMULATOR_APIKEY, EMULATOR_FAULTS, EMULATOR_IGNORE_LIMIT, EMULATOR_TOKEN_FILE_ACCESS and
 * EMULATOR_WEBHOOK_URL (with EMULATOR_WEBHOOK_USER and EMULATOR_WEBHOOK_PASSWORD). A malformed
 * value throws an error that names the variable but never
 * repeats its value (it may be a secret). Empty values count as unset.
 */
export function emulatorOptionsFromEnv(env: NodeJS.ProcessEnv, mediaBaseUrl: string): EmulatorOptions {
  const read = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const options: EmulatorOptions = { mediaBaseUrl };
  const seed = read('EMULATOR_SEED');
  if (seed !== undefined) options.seed = seed;
  const key = read('EMULATOR_KEY');
  if (key !== undefined) options.key = key;
  const secret = read('EMULATOR_SECRET');
  if (secret !== undefined) options.secret = secret;
  const apiKey = read('EMULATOR_APIKEY');
  if (apiKey !== undefined) options.apiKey = apiKey;
  const count = read('EMULATOR_BLOCKED_MESSAGES');
  if (count !== undefined) {
    if (!/^\d+$/.test(count) || Number(count) > MAX_BLOCKED_MESSAGES) {
      throw new Error(`EMULATOR_BLOCKED_MESSAGES must be a whole number from 0 to ${MAX_BLOCKED_MESSAGES}`);
    }
    options.blockedMessages = Number(count);
  }
  const faults = flag(read('EMULATOR_FAULTS'), 'EMULATOR_FAULTS');
  if (faults !== undefined) options.faults = faults;
  const ignoreLimit = flag(read('EMULATOR_IGNORE_LIMIT'), 'EMULATOR_IGNORE_LIMIT');
  if (ignoreLimit !== undefined) options.ignoreUndocumentedLimit = ignoreLimit;
  const webhookUrl = read('EMULATOR_WEBHOOK_URL');
  if (webhookUrl !== undefined) {
    if (!URL.canParse(webhookUrl) || !/^https?:$/.test(new URL(webhookUrl).protocol))
      throw new Error("EMULATOR_WEBHOOK_URL must be an http(s) URL (a dashboard's /webhooks/cometchat)");
    options.webhooks = { baseUrl: webhookUrl, ...webhookCredentials(env) };
  }
  const tokenApps = tokenFileAccessAppsFromEnv(env);
  if (tokenApps.length > 0) options.tokenFileAccessApps = tokenApps;
  return options;
}

export const DEFAULT_WEBHOOK_USER = 'demo-webhook';
export const DEFAULT_WEBHOOK_PASSWORD = 'demo-webhook-password';

/** The Basic Auth the emulator's webhooks carry: EMULATOR_WEBHOOK_USER and EMULATOR_WEBHOOK_PASSWORD, or the demo pair. */
export function webhookCredentials(env: NodeJS.ProcessEnv): { username: string; password: string } {
  return {
    username: env.EMULATOR_WEBHOOK_USER || DEFAULT_WEBHOOK_USER,
    password: env.EMULATOR_WEBHOOK_PASSWORD || DEFAULT_WEBHOOK_PASSWORD,
  };
}

/**
 * EMULATOR_TOKEN_FILE_ACCESS: the emulator's app ids with token-based file access on, comma
 * separated (`demo-app,staging-app`); the embedded connections read it too, so both agree.
 */
export function tokenFileAccessAppsFromEnv(env: NodeJS.ProcessEnv): string[] {
  const raw = env.EMULATOR_TOKEN_FILE_ACCESS ?? '';
  const ids = raw
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const known = new Set(EMULATOR_APPS.map((app) => app.appId));
  if (ids.some((id) => !known.has(id)))
    throw new Error(`EMULATOR_TOKEN_FILE_ACCESS must list app ids of the emulator: ${[...known].join(', ')}`);
  return ids;
}

function flag(raw: string | undefined, name: string): boolean | undefined {
  const value = raw?.toLowerCase();
  if (value === undefined) return undefined;
  if (!TRUE_WORDS.has(value) && !FALSE_WORDS.has(value))
    throw new Error(`${name} must be 1 or 0 (also true/false, yes/no, on/off)`);
  return TRUE_WORDS.has(value);
}
