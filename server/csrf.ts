import type { MiddlewareHandler } from 'hono';
import { jsonError } from './json-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Why a state-changing request may not be from the dashboard's own page, or undefined when it is. */
export function csrfProblem(
  request: { url: string; method: string; headers: Headers },
  trustProxy = false,
): string | undefined {
  if (SAFE_METHODS.has(request.method)) return undefined;
  const { headers } = request;
  // A page on another origin cannot send a custom header without a CORS preflight, which this
  // server never approves; Origin (or Sec-Fetch-Site) is the browser's word on where it came from.
  if (!headers.get('x-requested-with')) return 'the X-Requested-With header is missing';
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return 'the browser says it comes from another site';
  const origin = headers.get('origin');
  if (origin === null || origin === '') {
    return fetchSite === 'same-origin' ? undefined : 'it has neither an Origin header nor Sec-Fetch-Site: same-origin';
  }
  // The host, not the scheme: behind a TLS-terminating proxy the server itself sees http.
  const host = URL.canParse(origin) ? new URL(origin).host : undefined;
  const forwardedHost = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return host !== undefined && (host === new URL(request.url).host || host === forwardedHost)
    ? undefined
    : 'its Origin is not this dashboard';
}

/** For every POST, PATCH, PUT and DELETE under /api. */
export function csrfGuard(trustProxy = false): MiddlewareHandler {
  // Not async, here and in the other checks that do nothing after `next()`: an async wrapper
  // would add a promise and a suspended call to every API request for nothing.
  return (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const problem = csrfProblem({ url: c.req.url, method: c.req.method, headers: c.req.raw.headers }, trustProxy);
    if (problem) {
      return Promise.resolve(
        jsonError(
          403,
          'ERR_CSRF',
          `Changes must come from the dashboard page itself: ${problem}. Reload the dashboard and try again.`,
        ),
      );
    }
    return next();
  };
}
