import { isJsonObject, type JsonObject } from '../../../../contract/json.ts';

/** Push providers refuse payloads over 4 KB (APNs 4096 bytes; FCM about the same). */
export const PUSH_LIMIT_BYTES = 4096;

export type JsonObjectParse = { ok: true; value: JsonObject } | { ok: false; message: string };

/** The custom-JSON editor accepts one JSON object and nothing else. */
export function parseJsonObject(text: string): JsonObjectParse {
  if (text.trim() === '') return { ok: false, message: 'Enter a JSON object; {} for none' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isJsonObject(value))
    return { ok: false, message: `A JSON object ({ … }) is needed, not ${describeJsonType(value)}` };
  return { ok: true, value };
}

export function describeJsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Size in bytes (UTF-8) of a value as it travels in a payload. */
export function jsonBytes(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

export interface PayloadBudget {
  bytes: number;
  limit: number;
  /** ok: plenty left; tight: over half the limit, little room for the message itself; over: cannot be delivered. */
  level: 'ok' | 'tight' | 'over';
}

/** How much of the push limit the custom JSON takes. */
export function customJsonBudget(value: JsonObject): PayloadBudget {
  const bytes = jsonBytes(value);
  const level = bytes > PUSH_LIMIT_BYTES ? 'over' : bytes > PUSH_LIMIT_BYTES / 2 ? 'tight' : 'ok';
  return { bytes, limit: PUSH_LIMIT_BYTES, level };
}

export interface CustomJsonWords {
  /** Shown in the empty box. */
  placeholder: string;
  /** Said under the field, after its description; null when the box holds text. */
  note: string | null;
}

/**
 * How the custom-JSON field reads while it holds no text. Its documented default is absence, so
 * "not set" is a real state: nothing is sent for it unless the admin types a value.
 */
export function customJsonWords(text: string | null, known: boolean): CustomJsonWords {
  if (text !== null) return { placeholder: '{}', note: null };
  return known
    ? { placeholder: 'Not set', note: 'Not set, so nothing is added. Type an object to set one.' }
    : { placeholder: 'Not known', note: 'Current value unknown; by default none is set.' };
}
