import { isSafeId } from './safe-id.ts';

export class UnsafeUpstreamUrlError extends Error {
  constructor() {
    super('refused to build an upstream URL outside the configured base');
    this.name = 'UnsafeUpstreamUrlError';
  }
}

/**
 * `{base}/{segments...}{search}`. Every segment is a fixed word or a checked identifier and is
 * encoded anyway; the result must keep the base's origin and path prefix, so no id or query
 * can steer the request to another host or path (defence in depth behind the route checks).
 */
export function buildUpstreamUrl(base: string, segments: readonly string[], search: string): URL {
  const { origin, prefix } = parsedBase(base);
  if (segments.length === 0 || !segments.every(isSafeId)) throw new UnsafeUpstreamUrlError();
  const expectedPath = prefix + segments.map(encodeURIComponent).join('/');
  const url = new URL(expectedPath, origin);
  url.search = search;
  if (url.origin !== origin || !url.pathname.startsWith(prefix) || url.pathname !== expectedPath) {
    throw new UnsafeUpstreamUrlError();
  }
  return url;
}

// Bases come only from the server's config: the handful of them are parsed once, not per request.
const parsedBases = new Map<string, { origin: string; prefix: string }>();

function parsedBase(base: string): { origin: string; prefix: string } {
  let parsed = parsedBases.get(base);
  if (!parsed) {
    const url = new URL(base);
    parsed = { origin: url.origin, prefix: `${url.pathname.replace(/\/+$/, '')}/` };
    parsedBases.set(base, parsed);
  }
  return parsed;
}
