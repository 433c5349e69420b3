import { isJsonObject } from './json.ts';

/**
 * What a rule, keyword list or flag reason looked like when it was loaded, in one short token:
 * its revision id (a change makes a new one), else its updatedAt, else a hash of its fields.
 * The service has no version check, so the dashboard's server reads the resource again just
 * before a write and refuses it when the token differs from the one the browser loaded.
 */
export function resourceVersion(resource: unknown): string {
  if (!isJsonObject(resource)) return 'none';
  if (typeof resource.revisionId === 'string' && resource.revisionId !== '') return `rev:${resource.revisionId}`;
  if (typeof resource.updatedAt === 'number') return `at:${resource.updatedAt}`;
  return `hash:${fnv1a(stableJson(resource))}`;
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

/** The header that carries the token from the browser to the dashboard's server. */
export const BASE_VERSION_HEADER = 'x-base-version';
