import { z } from 'zod';
import { SAFE_ID_PATTERN } from './safe-id.ts';

/**
 * The connections file (DASHBOARD_CONFIG). Objects are strict so a misspelt key is reported
 * instead of silently ignored; later fields (per-app `moderationApi`, `region`; top-level
 * `users`, `auditLogFile`, `sessionSecret`) are added with `.extend()` on these objects.
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

export const appConfigSchema = z.strictObject({
  appId: requiredString('a string').regex(SAFE_ID_PATTERN, 'must be 1 to 100 letters, digits, "-" or "_"'),
  name: requiredString('a string').trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  moderationBaseUrl: baseUrl,
  notificationsBaseUrl: baseUrl,
  key: secretString,
  secret: secretString,
  apiKey: secretString,
});

export const MAX_UPSTREAM_TIMEOUT_MS = 600_000;

// A whole number, or a string of digits (what `${NAME}` substitution produces).
export const timeoutMsSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.number({ error: `must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}` })
    .int(`must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}`)
    .min(1, `must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}`)
    .max(MAX_UPSTREAM_TIMEOUT_MS, `must be a whole number of milliseconds from 1 to ${MAX_UPSTREAM_TIMEOUT_MS}`),
);

export const configFileObject = z.strictObject(
  {
    apps: z.array(appConfigSchema, { error: 'must be a list of apps' }).min(1, 'must list at least one app'),
    upstreamTimeoutMs: timeoutMsSchema.optional(),
  },
  { error: 'must be a JSON object' },
);

/** Kept apart from the object so an extended object (`configFileObject.extend`) reuses it. */
export function rejectDuplicateAppIds(config: { apps: readonly { appId: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  config.apps.forEach((app, index) => {
    if (seen.has(app.appId)) {
      ctx.addIssue({ code: 'custom', path: ['apps', index, 'appId'], message: 'duplicates the appId of an earlier app' });
    }
    seen.add(app.appId);
  });
}

export const configFileSchema = configFileObject.superRefine(rejectDuplicateAppIds);

export type AppConfig = z.infer<typeof appConfigSchema>;

/** The resolved configuration the server runs with. */
export interface DashboardConfig {
  apps: AppConfig[];
  upstreamTimeoutMs: number;
}
