import { ruleFilterSchema } from '../../../../contract/schemas/rule.ts';
import { z } from '../../../../contract/schemas/zod.ts';
import { jsonEqual } from '../../../../contract/json.ts';

/**
 * A sender or receiver filter as the editor holds it: the value as typed (a list comma-separated),
 * and the filter as loaded (`kept`), sent back unchanged when the admin did not touch it.
 */
export const filterEntrySchema = z.object({
  type: z.enum(['sender', 'receiver']),
  entity: z.enum(['user', 'group']),
  field: z.string().check(z.minLength(1, 'Choose a field.')),
  operator: z.string().check(z.minLength(1, 'Choose an operator.')),
  value: z.string().check(z.trim(), z.minLength(1, 'Give a value.')),
  kept: z.record(z.string(), z.unknown()),
});
export type FilterEntry = z.infer<typeof filterEntrySchema>;

/** The fields the service filters on (api-facts.md): user uid, name, role, tags, createdAt; group guid, name, type, tags, createdAt. */
export const FILTER_FIELDS = {
  user: [
    { value: 'uid', label: 'uid' },
    { value: 'name', label: 'name' },
    { value: 'role', label: 'role' },
    { value: 'tags', label: 'tags' },
    { value: 'createdAt', label: 'creation date (Unix seconds)' },
  ],
  group: [
    { value: 'guid', label: 'guid' },
    { value: 'name', label: 'name' },
    { value: 'type', label: 'type' },
    { value: 'tags', label: 'tags' },
    { value: 'createdAt', label: 'creation date (Unix seconds)' },
  ],
} as const;

/** Operators the service's rule bodies use (api-facts.md: "such as"): others a rule has are kept and offered. */
export const FILTER_OPERATORS = [
  { value: 'equals', label: 'is' },
  { value: 'not equals', label: 'is not' },
  { value: 'in', label: 'is one of' },
  { value: 'not in', label: 'is none of' },
  { value: 'startsWith', label: 'starts with' },
  { value: 'lessThan', label: 'is less than' },
  { value: 'greaterThan', label: 'is more than' },
] as const;

const LIST_OPERATORS = new Set(['in', 'not in', 'notIn']);

/** Whether the operator takes a list (typed comma-separated). */
export const takesList = (operator: string) => LIST_OPERATORS.has(operator);

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

export function filterEntry(filter: unknown): FilterEntry {
  const parsed = ruleFilterSchema.safeParse(filter);
  const data = parsed.success ? parsed.data : {};
  const entity = data.entity === 'group' ? 'group' : 'user';
  return {
    type: data.type === 'receiver' ? 'receiver' : 'sender',
    entity,
    field: data.field ?? '',
    operator: data.operator ?? 'equals',
    value: valueText(data.value),
    kept: parsed.success ? parsed.data : {},
  };
}

export function newFilterEntry(): FilterEntry {
  return { type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: '', kept: {} };
}

/** The value as the service takes it: a list for `in`, a number for a creation date, else the text. */
function filterValue(entry: FilterEntry): unknown {
  const text = entry.value.trim();
  if (LIST_OPERATORS.has(entry.operator))
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (entry.field === 'createdAt' && /^\d+$/.test(text)) return Number(text);
  return text;
}

/** The filter as the service takes it: as loaded when untouched, else rebuilt over what was loaded. */
export function filterBody(entry: FilterEntry): Record<string, unknown> {
  if (Object.keys(entry.kept).length > 0 && jsonEqual(filterEntry(entry.kept), entry)) return entry.kept;
  return {
    ...entry.kept,
    type: entry.type,
    entity: entry.type === 'sender' ? 'user' : entry.entity,
    field: entry.field,
    operator: entry.operator,
    value: filterValue(entry),
  };
}
