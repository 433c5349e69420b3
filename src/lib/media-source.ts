import { safeHttpUrl } from './safe-url.ts';

/** An app with token-based file access: its id and where its own media lives. */
export interface TokenMediaAccess {
  appId: string;
  mediaUrlPrefixes: readonly string[];
}

/**
 * Where the page loads a media URL from. Only absolute http(s) URLs load at all (safeHttpUrl).
 * On an app with token-based file access, its own media answers 401 to the browser, so the page
 * loads it through the dashboard's server, which trades it for a pre-signed URL with the app's
 * key and redirects there: the key stays on the server. Other URLs load as they are.
 */
export function mediaSource(url: unknown, access: TokenMediaAccess | undefined): string | undefined {
  const safe = safeHttpUrl(url);
  if (safe === undefined || access === undefined) return safe;
  if (!access.mediaUrlPrefixes.some((prefix) => safe.startsWith(prefix))) return safe;
  return `/api/apps/${encodeURIComponent(access.appId)}/media?url=${encodeURIComponent(safe)}`;
}
