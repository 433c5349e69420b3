import { credentialsOf, type AppConfig } from '../config.ts';
import { errorOf } from '../json-error.ts';
import { forwardToUpstream } from '../upstream.ts';
import { moderationTarget } from '../upstream-target.ts';
import { buildUpstreamUrl } from '../upstream-url.ts';

/** One moderation list read: its records, or why there are none. */
export type ListAnswer =
  { ok: true; records: unknown[] } | { ok: false; status: number; problem: string; retryAfterSeconds?: number };

/** A moderation list read for one app, e.g. `['rules', id, 'revisions']` with `limit`. */
export type ArchiveUpstream = (app: AppConfig, rest: readonly string[], limit: number) => Promise<ListAnswer>;

/** Retry-After in seconds (a number, or an HTTP date); undefined when missing or unreadable. */
export function retryAfterSeconds(value: string | null, nowMs: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const { code } = errorOf(await response.json());
    return code !== undefined && /^[A-Z_]{1,60}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The archive's reads go through the proxy's own forwarding (flavour, credentials, timeout,
 * redirect refusal; answered in-process by the embedded emulator), not over HTTP to the proxy:
 * no session or CSRF to fake, and the browser's rate of requests is not the archive's.
 */
export function archiveUpstream(deps: { fetch: typeof fetch; timeoutMs: number; now?: () => number }): ArchiveUpstream {
  const now = deps.now ?? Date.now;
  return async (app, rest, limit) => {
    const { base, segments, credentials } = moderationTarget(app, rest);
    const url = buildUpstreamUrl(base, segments, `?limit=${limit}`);
    const response = await forwardToUpstream(
      { url, method: 'GET', headers: new Headers({ ...credentials, accept: 'application/json' }) },
      {
        fetch: deps.fetch,
        service: 'moderation',
        timeoutMs: deps.timeoutMs,
        secrets: credentialsOf(app),
      },
    );
    if (!response.ok) {
      const code = await errorCodeOf(response);
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now());
      return {
        ok: false,
        status: response.status,
        problem: `the service answered ${response.status}${code ? ` ${code}` : ''}`,
        ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
      };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { ok: false, status: response.status, problem: 'the service answered with a body that is not JSON' };
    }
    const data = (body as { data?: unknown } | null)?.data;
    if (!Array.isArray(data))
      return { ok: false, status: response.status, problem: 'the service answered without a list in data' };
    return { ok: true, records: data };
  };
}
