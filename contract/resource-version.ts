import { isJsonObject } from './json.ts';

/**
 * What a rule, keyword list, flag reason or an app's notification settings looked like when
 * read, in one short token: its revision id (a change makes a new one), else its updatedAt (a number,
 * or a flag reason's string), else
 * a hash of its fields. The service has no version check, so the dashboard's server reads the
 * resource again just before a write and refuses it (412) when the token differs from the one in
 * the write's If-Match. The token holds only characters an entity tag may (the revision id is
 * percent-encoded), so `"token"` is the resource's ETag as it stands.
 */
export function resourceVersion(resource: unknown): string {
  if (!isJsonObject(resource)) return 'none';
  if (typeof resource.revisionId === 'string' && resource.revisionId !== '')
    return `rev:${percentEncoded(resource.revisionId)}`;
  if (typeof resource.updatedAt === 'number') return `at:${resource.updatedAt}`;
  // Flag reasons carry it as a string; their list and single read show different fields, so a hash would differ.
  if (typeof resource.updatedAt === 'string' && resource.updatedAt !== '')
    return `at:${percentEncoded(resource.updatedAt)}`;
  return `hash:${fnv1a(stableJson(resource))}`;
}

function percentEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded; its fingerprint still changes with it.
    return `~${fnv1a(text)}`;
  }
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isJsonObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** 32-bit FNV-1a in hex: a fingerprint for comparing, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The strong entity tag of a version token, as a read's ETag carries it and a write's If-Match
 * sends it back. Strong, because If-Match compares strongly: a weak tag never matches (RFC 9110,
 * 13.1.1).
 */
export function entityTag(version: string): string {
  return `"${version}"`;
}
