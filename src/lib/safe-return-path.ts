/**
 * Where to go after signing in: only a path on this dashboard. Anything that could leave the
 * origin (`//host`, `/\host`, `https:`), or that leads back to the sign-in page, gives the start page.
 */
export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return fallback;
  // A backslash anywhere, `/\host` included: browsers read it as a slash.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char === '\\')) return fallback;
  const url = new URL(next, 'https://dashboard.invalid');
  if (url.origin !== 'https://dashboard.invalid' || url.pathname === '/sign-in') return fallback;
  // Dot segments are resolved above: `/.//host` and `/a/..//host` become `//host`, which a
  // browser (or a later `new URL`) reads as another host.
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The current location as a `next` value. */
export function returnPathOf(location: { pathname: string; search: string; hash?: string }): string {
  return `${location.pathname}${location.search}${location.hash ?? ''}`;
}
