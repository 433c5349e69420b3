import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { errorJson, notFoundJson } from './errors.ts';

/** How long a file access token lasts (fundamentals/webhooks-overview.mdx: "valid for 5 minutes"). */
export const FAT_VALID_MS = 5 * 60_000;

interface TokenFileOptions {
  /** The apps with token-based file access on. */
  apps: readonly string[];
  apiKey: string;
  /** The public media base, for the signed URLs this answers with. */
  mediaBaseUrl: string;
  /** The plain media routes, which serve a file once its token checks out. */
  media: Hono;
  now?: () => number;
}

/**
 * `<media base>/apps/<APP_ID>/<kind>/<file>`: an app's media with token-based file access, as the
 * service serves it (cometchat/docs fundamentals/webhooks-overview.mdx, "Token-based files
 * access"). Asked with the headers `appId` and `apiKey`, it answers
 * `{ "data": { "url": "…?fat=<token>" } }`; with a valid, unexpired `fat` it serves the file;
 * otherwise 401. The page redirects the `fat` URL to a pre-signed one; the emulator serves the file there.
 */
export function tokenFileRoutes({ apps, apiKey, mediaBaseUrl, media, now = Date.now }: TokenFileOptions): Hono {
  // Per emulator: tokens from another run are refused, like expired ones.
  const signingKey = randomBytes(32);
  const keyDigest = createHash('sha256').update(apiKey).digest();
  const sign = (appId: string, file: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${appId}\n${file}\n${expires}`).digest('base64url');

  const validToken = (token: string, appId: string, file: string): boolean => {
    const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires <= now()) return false;
    return timingSafeEqual(Buffer.from(match[2] ?? ''), Buffer.from(sign(appId, file, expires)));
  };

  const routes = new Hono();
  routes.get('/apps/:appId/*', async (c) => {
    const appId = c.req.param('appId');
    if (!apps.includes(appId)) return notFoundJson(c);
    const marker = `/apps/${appId}/`;
    const file = c.req.path.slice(c.req.path.indexOf(marker) + marker.length - 1);
    const fat = c.req.query('fat');
    if (fat !== undefined) {
      if (!validToken(fat, appId, file))
        return errorJson(
          c,
          401,
          'AUTH_ERR_NO_ACCESS',
          'The file access token is expired or not for this file. Ask for a new one.',
        );
      return media.fetch(new Request(new URL(file, 'http://media.local'), { headers: c.req.raw.headers }));
    }
    const givenKey = c.req.header('apiKey');
    const keyOk = givenKey !== undefined && timingSafeEqual(createHash('sha256').update(givenKey).digest(), keyDigest);
    if (!keyOk || c.req.header('appId') !== appId)
      return errorJson(
        c,
        401,
        'AUTH_ERR_NO_ACCESS',
        'This app uses token-based file access: ask for the file with the appId and apiKey headers, then load the url in the answer.',
      );
    const expires = now() + FAT_VALID_MS;
    const url = `${mediaBaseUrl}/apps/${appId}${file}?fat=${expires}.${sign(appId, file, expires)}`;
    c.header('cache-control', 'no-store');
    return c.json({ data: { url } });
  });
  return routes;
}
