import { z } from 'zod';
import { archiveConfigSchema, type ArchiveConfig } from './archive/archive-config.ts';
import { allowInsecureHostsField, refuseCleartextUpstreams } from './config-cleartext.ts';
import { strictObjectError } from './config-keys.ts';
import { accessFields, checkAccess, type UserConfig } from './config-users.ts';
import { SAFE_ID_PATTERN } from './safe-id.ts';

/**
 * The connections file (DASHBOARD_CONFIG). Objects are strict so a misspelt key is reported
 * instead of silently ignored; later fields (per-app `moderationApi`, `region`; top-level
 * `users`, `auditLogFile`, `sessionSecret`, see config-users.ts) are added with `.extend()`.
 * Every message is fixed text: issues are printed, and a value may be a secret.
 */
const requiredString = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${what}`) });

// Sent as an HTTP header value: a character Headers would reject must fail here, where the
// message is ours, not at request time where the runtime's message would quote the value.
const secretString = requiredString('a string')
  .min(1, 'must not be empty')
  .regex(/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/, 'must be printable ASCII without leading or trailing spaces');

/** What is wrong with a base URL, in words that never repeat it. */
function baseUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return 'must be an http(s) URL';
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return 'must be an http(s) URL';
  // Credentials would end up in logs; a query or fragment would be dropped silently.
  if (url.username !== '' || url.password !== '' || value.includes('?') || value.includes('#')) {
    return 'must not contain a user name, password, query or fragment';
  }
  // `https://host//other` would make the joined path protocol-relative.
  if (url.pathname.includes('//')) return 'must not contain "//" in its path';
  return undefined;
}

const baseUrl = requiredString('an http(s) URL').superRefine((value, ctx) => {
  const problem = baseUrlProblem(value);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});

export const appConfigSchema = z.strictObject(
  {
    appId: requiredString('a string').regex(SAFE_ID_PATTERN, 'must be 1 to 100 letters, digits, "-" or "_"'),
    name: requiredString('a string').trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    moderationBaseUrl: baseUrl,
    notificationsBaseUrl: baseUrl,
    key: secretString,
    secret: secretString,
    apiKey: secretString,
  },
  { error: strictObjectError((): string[] => Object.keys(connectionObject.shape)) },
);

export const MODERATION_APIS = ['management', 'rest'] as const;
export const REGIONS = ['us', 'eu', 'in'] as const;

/**
 * A connection in either flavour of the moderation API: `rest` (the service's recommended one: the
 * per-app host `https://{appId}.api-{region}.cometchat.io/v3` or the regionless
 * `https://api-{region}.cometchat.io/v3`, header apikey) or `management` (deprecated by the service:
 * `{base}/apps/{appId}/moderation`, headers key + secret, base `https://apimgmt.cometchat.io` by
 * default). With a region, the per-app host's URLs need not be written out.
 */
const connectionObject = appConfigSchema.extend({
  moderationApi: z.enum(MODERATION_APIS, { error: 'must be "management" or "rest"' }).optional(),
  region: z.enum(REGIONS, { error: 'must be "us", "eu" or "in"' }).optional(),
  moderationBaseUrl: baseUrl.optional(),
  notificationsBaseUrl: baseUrl.optional(),
  /** The app's REST host with `/v3`, for a management app whose REST host is neither its region's nor its notifications host. */
  restBaseUrl: baseUrl.optional(),
  key: secretString.optional(),
  secret: secretString.optional(),
  archive: archiveConfigSchema.optional(),
  /**
   * The Basic Auth the service's webhooks are configured with (its console: Webhooks, Create
   * Webhook). With it, `POST /webhooks/cometchat/{appId}` accepts the app's moderation events;
   * without it that path answers 404 and the archive's poll alone brings new blocks.
   */
  webhook: z
    .strictObject(
      { username: secretString, password: secretString },
      { error: strictObjectError(() => ['username', 'password']) },
    )
    .optional(),
  /**
   * The app has token-based file access on (fundamentals/webhooks-overview.mdx, "Token-based files
   * access"): its media URLs answer 401 until the server trades them for pre-signed ones.
   */
  tokenFileAccess: z.boolean({ error: 'must be true or false' }).optional(),
  /** Where the app's media lives, without the app id: `https://files-{region}.cometchat.io` by default. */
  filesBaseUrl: baseUrl.optional(),
});

type Connection = z.infer<typeof connectionObject>;

export const restHost = (appId: string, region: string) => `https://${appId}.api-${region}.cometchat.io`;
/** The management API's documented, regionless host. */
export const MANAGEMENT_BASE_URL = 'https://apimgmt.cometchat.io';

/**
 * The flavour in force. REST unless named otherwise; a connection that names no flavour but
 * gives a key and secret was written when management was the default, and stays management.
 */
export function flavourOf(app: Pick<Connection, 'moderationApi' | 'key' | 'secret'>): ModerationApi {
  return app.moderationApi ?? (app.key !== undefined && app.secret !== undefined ? 'management' : 'rest');
}

function checkConnection(app: Connection, ctx: z.RefinementCtx): void {
  const missing = (field: keyof Connection, why: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message: `is required ${why}` });
  if (flavourOf(app) === 'management') {
    if (app.key === undefined) missing('key', 'for moderationApi "management"');
    if (app.secret === undefined) missing('secret', 'for moderationApi "management"');
  } else if (app.moderationBaseUrl === undefined && app.region === undefined) {
    missing('moderationBaseUrl', 'for moderationApi "rest" unless region is set');
  }
  if (app.notificationsBaseUrl === undefined && app.region === undefined)
    missing('notificationsBaseUrl', 'unless region is set');
}

/**
 * Every URL filled in, so the proxy never has to know how a connection was written. `restBaseUrl`
 * is the app's REST host with `/v3`: the REST flavour's own base, and where a management app sends
 * the calls its flavour does not document (upstream-target.ts). The notifications base is that
 * same host (`https://{appId}.api-{region}.cometchat.io`), so it stands in when no region is given.
 */
function resolveConnection(app: Connection) {
  const moderationApi = flavourOf(app);
  const host = app.region === undefined ? '' : restHost(app.appId, app.region);
  const notificationsBaseUrl = app.notificationsBaseUrl ?? host;
  const moderationBaseUrl =
    app.moderationBaseUrl ?? (moderationApi === 'management' ? MANAGEMENT_BASE_URL : `${host}/v3`);
  const restBaseUrl =
    moderationApi === 'rest'
      ? moderationBaseUrl
      : (app.restBaseUrl ?? `${host || notificationsBaseUrl.replace(/\/+$/, '')}/v3`);
  return { ...app, moderationApi, moderationBaseUrl, notificationsBaseUrl, restBaseUrl };
}

/**
 * The URL prefixes of the app's own media (`https://files-<REGION>.cometchat.io/<APP_ID>/`, the
 * sample request of fundamentals/webhooks-overview.mdx): only URLs under them are sent the app's
 * apiKey to be signed. Every region's host without a region; none unless token access is on.
 */
export function mediaUrlPrefixesOf(
  app: Pick<Connection, 'appId' | 'region' | 'tokenFileAccess' | 'filesBaseUrl'>,
): string[] {
  if (app.tokenFileAccess !== true) return [];
  const bases =
    app.filesBaseUrl !== undefined
      ? [app.filesBaseUrl.replace(/\/+$/, '')]
      : (app.region === undefined ? REGIONS : [app.region]).map((region) => filesHost(region));
  return bases.map((base) => `${base}/${app.appId}/`);
}

export const filesHost = (region: string) => `https://files-${region}.cometchat.io`;

export const connectionSchema = connectionObject.superRefine(checkConnection).transform(resolveConnection);

export const MAX_UPSTREAM_TIMEOUT_MS = 600_000;

// A whole number, or a string of digits (what `${NAME}` substitution produces).
export const timeoutMsSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z
    .number({ error: `must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}` })
    .int(`must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}`)
    .min(1, `must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}`)
    .max(MAX_UPSTREAM_TIMEOUT_MS, `must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}`),
);

const baseConfigObject = z.strictObject(
  {
    apps: z.array(connectionSchema, { error: 'must be a list of apps' }).min(1, 'must list at least one app'),
    upstreamTimeoutMs: timeoutMsSchema.optional(),
    archive: archiveConfigSchema.optional(),
    allowInsecureHosts: allowInsecureHostsField,
  },
  // Read when a file is checked, so the keys added by `.extend()` below are known too.
  { error: strictObjectError((): string[] => Object.keys(configFileObject.shape), 'must be a JSON object') },
);

export const configFileObject = baseConfigObject.extend(accessFields);

/** Kept apart from the object so an extended object (`configFileObject.extend`) reuses it. */
export function rejectDuplicateAppIds(config: { apps: readonly { appId: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  config.apps.forEach((app, index) => {
    if (seen.has(app.appId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['apps', index, 'appId'],
        message: 'duplicates the appId of an earlier app',
      });
    }
    seen.add(app.appId);
  });
}

export const configFileSchema = configFileObject
  .superRefine(rejectDuplicateAppIds)
  .superRefine(refuseCleartextUpstreams)
  .superRefine(checkAccess);

export type AppConfig = z.output<typeof connectionSchema>;
export type ModerationApi = (typeof MODERATION_APIS)[number];

/** The resolved configuration the server runs with. Without users there is no sign-in (loopback only). */
export interface DashboardConfig {
  apps: AppConfig[];
  upstreamTimeoutMs: number;
  users?: UserConfig[];
  sessionSecret?: string;
  /** Absolute path; without it the audit log is kept in memory only. */
  auditLogFile?: string;
  decisionLogFile?: string;
  /** Believe X-Forwarded-Proto (only behind a reverse proxy that sets it). */
  trustProxy?: boolean;
  sessionIdleMinutes?: number;
  sessionMaxHours?: number;
  /** Archive defaults for every app (each app may carry its own). */
  archive?: ArchiveConfig;
}
