import { parseJsonObject, describeJsonType } from './custom-json.ts';
import type { FieldSpec } from './field-spec.ts';
import { formatHHMM, parseHHMM } from './hhmm.ts';
import { jsonEqual, type JsonObject } from '../../../../contract/json.ts';
import { getAt, setAt } from './json.ts';

/**
 * Form values are flat: `fields[spec.key]`. null means "no value": not known (the server did
 * not say) and not set by the user. Times and JSON are edited as text.
 */
export type FormLeaf = boolean | number | string | null;
export interface FormValues {
  fields: Record<string, FormLeaf>;
}

export function toFormLeaf(spec: FieldSpec, wire: unknown): FormLeaf {
  if (wire === undefined) return null;
  switch (spec.kind) {
    case 'time':
      return typeof wire === 'number' ? formatHHMM(wire) : String(wire);
    case 'customJson':
    case 'json':
      return JSON.stringify(wire, null, 2);
    default:
      return typeof wire === 'boolean' || typeof wire === 'number' || typeof wire === 'string'
        ? wire
        : JSON.stringify(wire);
  }
}

export type LeafParse = { ok: true; value: unknown } | { ok: false; message: string };

/** The wire value a form leaf stands for; null when the leaf has no value. */
export function parseLeaf(spec: FieldSpec, leaf: FormLeaf): LeafParse | null {
  if (leaf === null) return null;
  switch (spec.kind) {
    case 'time':
      return typeof leaf === 'string' ? parseHHMM(leaf) : { ok: false, message: 'Enter a time as HH:MM' };
    case 'customJson':
      return parseJsonObject(String(leaf));
    case 'json':
      return parseJson(spec, String(leaf));
    default:
      return { ok: true, value: leaf };
  }
}

function parseJson(spec: FieldSpec, text: string): LeafParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (spec.jsonType && type !== spec.jsonType) {
    return {
      ok: false,
      message: `Must stay ${spec.jsonType === 'object' ? 'an object' : 'an array'}, not ${describeJsonType(value)}`,
    };
  }
  return { ok: true, value };
}

export function toFormValues(specs: readonly FieldSpec[], tree: JsonObject): FormValues {
  return { fields: Object.fromEntries(specs.map((spec) => [spec.key, toFormLeaf(spec, getAt(tree, spec.path))])) };
}

/** The settings tree the form stands for. Leaves without a value, or invalid ones, are left out. */
export function toTree(specs: readonly FieldSpec[], values: FormValues): JsonObject {
  const tree: JsonObject = {};
  for (const spec of specs) {
    const parsed = parseLeaf(spec, values.fields[spec.key] ?? null);
    if (parsed?.ok) setAt(tree, spec.path, parsed.value);
  }
  return tree;
}

/** Changed means a different value, not different text: reformatted JSON or "2015" for "20:15" is no change. */
export function isLeafChanged(spec: FieldSpec, before: FormLeaf, after: FormLeaf): boolean {
  if (before === after) return false;
  const a = parseLeaf(spec, before);
  const b = parseLeaf(spec, after);
  if (a?.ok && b?.ok) return !jsonEqual(a.value, b.value);
  return true;
}

export function changedKeys(specs: readonly FieldSpec[], baseline: FormValues, current: FormValues): string[] {
  return specs
    .filter((spec) => isLeafChanged(spec, baseline.fields[spec.key] ?? null, current.fields[spec.key] ?? null))
    .map((spec) => spec.key);
}
