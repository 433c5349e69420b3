import { isJsonObject, type JsonObject } from '../../contract/json.ts';

export { isJsonObject, type JsonObject };

/** Keys that would reach Object.prototype through plain assignment. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * PATCH semantics of the settings store: objects merge key by key, arrays and scalars replace.
 * Returns a new object and never mutates either argument, so a stored value cannot be changed
 * later through a reference the caller still holds.
 */
export function deepMerge(target: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const current = out[key];
    out[key] = isJsonObject(value) && isJsonObject(current) ? deepMerge(current, value) : structuredClone(value);
  }
  return out;
}
