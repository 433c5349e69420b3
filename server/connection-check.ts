import type { AppConfig } from './config.ts';
import { errorCode } from './error-code.ts';
import { buildUpstreamUrl } from './upstream-url.ts';
import { moderationTarget } from './upstream-target.ts';

export interface ConnectionHealth {
  /** The upstream answered with any HTTP status. */
  reachable: boolean;
  credentials: 'accepted' | 'rejected' | 'unknown';
  /** Time to the response headers (or to giving up). */
  latencyMs: number;
  /** Unix seconds. */
  checkedAt: number;
  /** The upstream's status, when it answered. */
  status?: number;
  /** Fixed words or an error code (ECONNREFUSED, timeout), never a URL or header value. */
  problem?: string;
}

/**
 * The cheapest call of the moderation API (the first rule), with the app's credentials: whether
 * the host answers and whether it accepts them. Nothing from the answer is passed on but its status.
 */
export async function checkConnection(
  app: AppConfig,
  options: { fetch: typeof fetch; timeoutMs: number; now?: () => number },
): Promise<ConnectionHealth> {
  const now = options.now ?? Date.now;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const checkedAt = Math.floor(now() / 1000);
  const { base, segments, credentials } = moderationTarget(app, ['rules']);
  const headers = { ...credentials, accept: 'application/json' };
  const url = buildUpstreamUrl(base, segments, '?limit=1');
  try {
    const response = await options.fetch(url, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const { status } = response;
    // The service answers an unknown API key with 404 AUTH_ERR_APIKEY_NOT_FOUND: only the code tells it from a missing path.
    const unknownKey =
      status === 404 && /"AUTH_ERR_[A-Z_]+"/.test((await response.text().catch(() => '')).slice(0, 2000));
    if (status !== 404) void response.body?.cancel().catch(() => undefined);
    const credentials =
      status >= 200 && status < 300
        ? 'accepted'
        : status === 401 || status === 403 || unknownKey
          ? 'rejected'
          : 'unknown';
    const problem =
      credentials === 'accepted' ? undefined : status >= 300 && status < 400 ? 'redirect' : `HTTP ${status}`;
    return { reachable: true, credentials, latencyMs: elapsed(), checkedAt, status, ...(problem ? { problem } : {}) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      reachable: false,
      credentials: 'unknown',
      latencyMs: elapsed(),
      checkedAt,
      problem: timedOut ? 'timeout' : (errorCode(error) ?? 'unreachable'),
    };
  }
}

/** One line for the server log at start: no URL, no credential. */
export function describeHealth(appId: string, health: ConnectionHealth): string {
  const state = !health.reachable
    ? `unreachable (${health.problem ?? 'unknown'})`
    : health.credentials === 'accepted'
      ? 'reachable, credentials accepted'
      : health.credentials === 'rejected'
        ? `reachable, credentials REJECTED (${health.problem ?? ''})`
        : `reachable, answered ${health.problem ?? 'unexpectedly'}`;
  return `Connection ${appId}: ${state}, ${health.latencyMs} ms`;
}

/**
 * For a management app, one more line at start: the calls its flavour does not document go to its
 * REST host with its apiKey (upstream-target.ts), so that key must be a REST API key with full access.
 */
export function flavourNote(app: Pick<AppConfig, 'appId' | 'moderationApi'>): string | undefined {
  if (app.moderationApi !== 'management') return undefined;
  return `Connection ${app.appId}: management flavour; flagged and reviewed messages, flag reasons and "Mark reviewed" are not in its documentation (management-apis.json), so they go to the app's REST host with its apiKey, which needs full access`;
}
