/**
 * Media in a blocked message is untrusted: only absolute `http:`/`https:` URLs may ever reach a
 * `src` or `href`. Anything else (`javascript:`, `data:`, `blob:`, relative paths, garbage) is
 * refused, so the page shows a notice instead of loading or linking it.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  let url: URL;
  try {
    // No base URL: a relative reference (or nothing at all) throws here instead of resolving against this origin.
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Credentials in a media link are never legitimate and can hide the real host from a reader.
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
