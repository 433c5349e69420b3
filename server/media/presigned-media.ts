import { z } from 'zod';
import { mediaUrlPrefixesOf } from '../config-schema.ts';
import type { AppConfig } from '../config.ts';
import type { ServerErrorCode } from '../json-error.ts';

/**
 * Token-based file access (cometchat/docs fundamentals/webhooks-overview.mdx, "Token-based files
 * access"): `GET <media URL>` with the headers `appId` and `apiKey` answers
 * `{ "data": { "url": "<media URL>?fat=<FILE_ACCESS_TOKEN>" } }`, a URL valid for 5 minutes.
 */
export const PRESIGNED_VALID_MS = 5 * 60_000;
// Handed out only while it has this long left, so a browser that starts loading it just before
// expiry still gets the file.
const SAFETY_MARGIN_MS = 30_000;
// Every preview of a busy queue fits; past that the oldest are dropped and asked for again.
const MAX_CACHED = 5_000;

const answerSchema = z.object({ data: z.object({ url: z.string() }) });

export type PresignResult =
  { ok: true; url: string } | { ok: false; status: 400 | 404 | 502 | 504; code: ServerErrorCode; message: string };

/** Whether a media URL is the app's own (under one of its files host prefixes), normalised. */
export function ownMediaUrl(app: AppConfig, raw: string): string | undefined {
  if (!URL.canParse(raw)) return undefined;
  const url = new URL(raw);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '')
    return undefined;
  // `href` has `..` and `%2e%2e` resolved, so a URL cannot climb out of the app's prefix.
  return mediaUrlPrefixesOf(app).some((prefix) => url.href.startsWith(prefix)) ? url.href : undefined;
}

/**
 * Trades an app's media URL for its pre-signed one, keeping each for its 5 minutes. The app's
 * apiKey is only ever sent to a URL under the app's own files host, and never appears in what
 * this returns: the pre-signed URL carries a file access token, not the key.
 */
export function presignedMedia({
  fetch,
  timeoutMs,
  now = Date.now,
}: {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  now?: () => number;
}) {
  const cache = new Map<string, { url: string; usableUntil: number }>();

  function remember(key: string, url: string, askedAt: number): void {
    cache.delete(key);
    cache.set(key, { url, usableUntil: askedAt + PRESIGNED_VALID_MS - SAFETY_MARGIN_MS });
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  }

  return async function presign(app: AppConfig, raw: string): Promise<PresignResult> {
    if (app.tokenFileAccess !== true)
      return {
        ok: false,
        status: 404,
        code: 'ERR_NOT_FOUND',
        message: 'This app does not use token-based file access; load the media URL as it is.',
      };
    const mediaUrl = ownMediaUrl(app, raw);
    if (mediaUrl === undefined)
      return {
        ok: false,
        status: 400,
        code: 'ERR_BAD_REQUEST',
        message:
          "This URL is not on the app's own files host, so the dashboard does not send it the app's key. Open the link itself instead.",
      };
    const key = `${app.appId}\n${mediaUrl}`;
    const askedAt = now();
    const cached = cache.get(key);
    if (cached && cached.usableUntil > askedAt) return { ok: true, url: cached.url };
    let response: Response;
    try {
      response = await fetch(mediaUrl, {
        method: 'GET',
        headers: { appId: app.appId, apiKey: app.apiKey, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return timedOut
        ? {
            ok: false,
            status: 504,
            code: 'ERR_UPSTREAM_TIMEOUT',
            message: 'The files host did not answer in time. Reload to try again.',
          }
        : {
            ok: false,
            status: 502,
            code: 'ERR_UPSTREAM_UNREACHABLE',
            message: 'The files host could not be reached. Check the network, then reload.',
          };
    }
    const parsed = response.ok ? answerSchema.safeParse(await response.json().catch(() => undefined)) : undefined;
    if (!parsed?.success) {
      void response.body?.cancel();
      const refused = response.status === 401 || response.status === 403;
      return {
        ok: false,
        status: 502,
        code: 'ERR_UPSTREAM_UNREADABLE',
        message: refused
          ? `The files host refused the app's apiKey (${response.status}). Check apiKey for this app in the connections file.`
          : `The files host answered ${response.status} without a file access URL. Reload to try again; if it persists, check tokenFileAccess for this app.`,
      };
    }
    const signed = parsed.data.data.url;
    if (!URL.canParse(signed) || !/^https?:$/.test(new URL(signed).protocol) || signed.includes(app.apiKey))
      return {
        ok: false,
        status: 502,
        code: 'ERR_UPSTREAM_UNREADABLE',
        message: 'The files host answered with an unusable file access URL. Reload to try again.',
      };
    remember(key, signed, askedAt);
    return { ok: true, url: signed };
  };
}

export type Presign = ReturnType<typeof presignedMedia>;
