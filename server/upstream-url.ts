import { isSafeId } from './safe-id.ts';

export class UnsafeUpstreamUrlError extends Error {
  constructor() {
    super('refused to build an upstream URL outside the configured base');
    this.name = 'UnsafeUpstreamUrlError';
  }
}

// The configured base URLs, each parsed once: a proxy builds one URL per call on a few bases.
const basePaths = new Map<string, string>();

/** The base's origin and path without a trailing slash (no user info, query or fragment). */
function pathOf(base: string): string {
  let path = basePaths.get(base);
  if (path === undefined) {
    const parsed = new URL(base);
    path = `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
    basePaths.set(base, path);
  }
  return path;
}

/**
 * `{base}/{segments...}{search}`, as an absolute URL without the base's user info, query or
 * fragment. Every segment must be a safe identifier (letters, digits, `-`, `_`: nothing to encode
 * and no `/`, `.`, `?` or `#`), so the path stays under the base's and no id or query can steer the
 * request to another host or path (defence in depth behind the route checks).
 */
export function buildUpstreamUrl(base: string, segments: readonly string[], search: string): string {
  if (segments.length === 0 || !segments.every(isSafeId)) throw new UnsafeUpstreamUrlError();
  const url = new URL(`${pathOf(base)}/${segments.join('/')}`);
  url.search = search;
  return url.href;
}
