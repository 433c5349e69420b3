import { settingRange } from '../../../../contract/schemas/notification-ranges.ts';
import { fieldKey, type FieldSpec } from './field-spec.ts';
import { isJsonObject, type JsonObject } from '../../../../contract/json.ts';

/** Meanings docs/service.md gives for some fields the reference does not list. */
function hintFor(path: readonly string[]): string | undefined {
  const last = path.at(-1) ?? '';
  if (last.endsWith('Override')) return 'Whether end users may change this.';
  return undefined;
}

/**
 * A spec for every leaf of the server's settings that no known field covers, with a control
 * chosen by its JSON type. Objects are opened down to their leaves (so an unknown template
 * shows one text box per text); arrays, null and empty objects are edited as JSON.
 */
export function otherFieldSpecs(tree: JsonObject, known: readonly FieldSpec[]): FieldSpec[] {
  const knownKeys = new Set(known.map((s) => s.key));
  const knownPrefixes = new Set(known.flatMap((s) => s.path.map((_, i) => fieldKey(s.path.slice(0, i + 1)))));
  const out: FieldSpec[] = [];
  const walk = (node: unknown, path: string[]) => {
    const key = fieldKey(path);
    if (knownKeys.has(key)) return;
    if (isJsonObject(node) && Object.keys(node).length > 0) {
      for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
      return;
    }
    // An empty known object, or a null one (a schedule day without a schedule), has its own fields already.
    if ((isJsonObject(node) || node === null) && knownPrefixes.has(key)) return;
    out.push(otherSpec(path, node));
  };
  for (const [k, v] of Object.entries(tree)) walk(v, [k]);
  return out;
}

function otherSpec(path: string[], value: unknown): FieldSpec {
  const base = {
    key: fieldKey(path),
    path,
    tab: 'other' as const,
    label: path.at(-1) ?? '',
    description: hintFor(path),
  };
  if (typeof value === 'boolean') return { ...base, kind: 'boolean' };
  if (typeof value === 'number') {
    const range = settingRange(path);
    return { ...base, kind: 'number', ...(range ? { range } : {}) };
  }
  if (typeof value === 'string') {
    // A text inside an unknown template group (poll, reminder…) gets the template editor.
    const [section, group = '', field = ''] = path;
    if (section === 'templates' && path.length === 3) {
      const variant = /(Default|Privacy)$/.exec(group)?.[1] ?? '';
      return {
        ...base,
        kind: 'template',
        template: { group: group.slice(0, group.length - variant.length), variant, field, channel: 'push' },
      };
    }
    return { ...base, kind: 'text' };
  }
  const jsonType = Array.isArray(value) ? 'array' : isJsonObject(value) ? 'object' : undefined;
  return { ...base, kind: 'json', jsonType };
}

/** Every field of the form for a given server answer: the known ones, then the others. */
export function specsFor(tree: JsonObject, known: readonly FieldSpec[]): FieldSpec[] {
  return [...known, ...otherFieldSpecs(tree, known)];
}
