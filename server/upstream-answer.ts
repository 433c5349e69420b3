import { jsonError } from './json-error.ts';
import { GuardedBody, type BodyGuardOptions } from './upstream-body.ts';

// Everything else (set-cookie, location, content-encoding, content-length, cache-control, server...) stays here.
const PASSED_RESPONSE_HEADER = /^(?:content-type|retry-after|x-ratelimit-[a-z0-9-]+|x-rate-limit(?:-[a-z0-9-]+)?)$/i;
const NULL_BODY_STATUSES = new Set([204, 205, 304]);
// Per app and behind the server's credentials: no cache but the browser's own may keep it, and that one not on disk.
export const API_CACHE_CONTROL = 'private, no-store';
const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json$/;
const SHOWABLE_MEDIA_TYPE = /^[a-z0-9!#$&^_.+-]{1,60}\/[a-z0-9!#$&^_.+-]{1,60}$/;

function passes(name: string, value: string, secrets: readonly string[]): boolean {
  return PASSED_RESPONSE_HEADER.test(name) && !secrets.some((secret) => value.includes(secret));
}

function mediaTypeOf(response: Response): string | undefined {
  return response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || undefined;
}

/**
 * Why an answer may not be passed on, in words for a 502, or undefined when it may. Only JSON is
 * served from /api: an upstream's HTML, SVG or script would run as the dashboard's own.
 */
function refusal(response: Response, { service, secrets, maxBytes }: BodyGuardOptions): Response | undefined {
  const { status } = response;
  const mediaType = mediaTypeOf(response);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    return jsonError(
      502,
      'ERR_UPSTREAM_TOO_LARGE',
      `The ${service} service answered ${status} with a body of ${Math.ceil(declared / 1024 / 1024)} MB, more than the dashboard passes on (${maxBytes / 1024 / 1024} MB). Ask for fewer records (a smaller limit).`,
    );
  }
  if (
    NULL_BODY_STATUSES.has(status) ||
    (mediaType === undefined && declared === 0) ||
    (mediaType && JSON_MEDIA_TYPE.test(mediaType))
  )
    return undefined;
  const shown =
    mediaType === undefined
      ? 'no content type'
      : SHOWABLE_MEDIA_TYPE.test(mediaType) && !secrets.some((secret) => mediaType.includes(secret))
        ? mediaType
        : 'an unreadable content type';
  return jsonError(
    502,
    'ERR_UPSTREAM_NOT_JSON',
    `The ${service} service answered ${status} with ${shown} instead of JSON, which the dashboard does not pass on. Check the app's base URL in the dashboard server's config; if it is right, the service is failing: retry later.`,
  );
}

/**
 * An upstream's answer as the browser gets it: refused in words unless it is JSON of a sane
 * declared size, else its status, allow-listed headers that echo no credential, the dashboard's
 * own Cache-Control, and its body guarded on the way (upstream-body.ts).
 */
export function guardedAnswer(upstream: Response, options: BodyGuardOptions): Response {
  const refused = refusal(upstream, options);
  if (refused) {
    options.callSignal.release();
    void upstream.body?.cancel();
    return refused;
  }
  const copy = new Headers();
  upstream.headers.forEach((value, name) => {
    if (passes(name, value, options.secrets)) copy.append(name, value);
  });
  copy.set('cache-control', API_CACHE_CONTROL);
  if (NULL_BODY_STATUSES.has(upstream.status) || !upstream.body) {
    options.callSignal.release();
    void upstream.body?.cancel();
    return new Response(null, { status: upstream.status, headers: copy });
  }
  const body = new GuardedBody(upstream as Response & { body: ReadableStream<Uint8Array> }, options);
  return new Response(body.stream, { status: upstream.status, headers: copy });
}
