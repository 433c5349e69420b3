import { z } from 'zod';
import { isLoopbackHost } from './host-guard.ts';

/**
 * Every request to an upstream carries the app's full-access key, so a base URL must be https:
 * except on this machine (loopback) or on a host the operator named in `allowInsecureHosts`
 * (a test or staging upstream on a private network). Messages name the field, never the URL.
 */
export const allowInsecureHostsField = z
  .array(
    z
      .string({ error: 'must be a host name' })
      .regex(
        /^(?:[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])$/,
        'must be a host name alone (no scheme, port or path), or a bracketed IPv6 address',
      ),
    { error: 'must be a list of host names' },
  )
  .optional();

interface UrlsPart {
  apps: readonly {
    moderationBaseUrl: string;
    notificationsBaseUrl: string;
    restBaseUrl: string;
    filesBaseUrl?: string | undefined;
  }[];
  allowInsecureHosts?: readonly string[] | undefined;
}

// The files host is sent the apiKey too, to sign media URLs (token-based file access).
const URL_FIELDS = ['moderationBaseUrl', 'notificationsBaseUrl', 'restBaseUrl', 'filesBaseUrl'] as const;

export function refuseCleartextUpstreams(config: UrlsPart, ctx: z.RefinementCtx): void {
  const allowed = new Set((config.allowInsecureHosts ?? []).map((host) => host.toLowerCase()));
  config.apps.forEach((app, index) => {
    for (const field of URL_FIELDS) {
      const value = app[field];
      if (value === undefined || cleartextAllowed(value, allowed)) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['apps', index, field],
        message:
          "must be an https: URL: the app's key would travel unencrypted (http: is accepted only for loopback hosts and for hosts listed in allowInsecureHosts)",
      });
    }
  });
}

function cleartextAllowed(value: string, allowed: ReadonlySet<string>): boolean {
  // Earlier checks report a URL that does not parse; this one is only about the scheme.
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  if (url.protocol !== 'http:') return true;
  return isLoopbackHost(url.hostname) || allowed.has(url.hostname.toLowerCase());
}
