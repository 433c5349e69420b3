import { filterOperand, ruleFilterSchema } from '../../../../contract/schemas/rule.ts';
import { z } from '../../../../contract/schemas/zod.ts';

type Entity = 'user' | 'group';

/**
 * The fields and operators the service documents for each kind of filter (chat-apis.json,
 * `UserFilter` and `GroupFilter`): users and groups spell the negations differently, and only
 * groups take `endsWith`, `lessThan` and `greaterThan`.
 */
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

export const FILTER_OPERATORS = {
  user: [
    { value: 'equals', label: 'is' },
    { value: 'not equals', label: 'is not' },
    { value: 'in', label: 'is one of' },
    { value: 'not in', label: 'is none of' },
    { value: 'startsWith', label: 'starts with' },
  ],
  group: [
    { value: 'equals', label: 'is' },
    { value: 'notEquals', label: 'is not' },
    { value: 'in', label: 'is one of' },
    { value: 'notIn', label: 'is none of' },
    { value: 'startsWith', label: 'starts with' },
    { value: 'endsWith', label: 'ends with' },
    { value: 'lessThan', label: 'is less than' },
    { value: 'greaterThan', label: 'is more than' },
  ],
} as const;

/** The same operator in the other kind's spelling: a filter moved from users to groups keeps its meaning. */
const SPELLINGS: Record<string, Record<Entity, string>> = {
  'not equals': { user: 'not equals', group: 'notEquals' },
  notEquals: { user: 'not equals', group: 'notEquals' },
  'not in': { user: 'not in', group: 'notIn' },
  notIn: { user: 'not in', group: 'notIn' },
};

const LIST_OPERATORS = new Set(['in', 'not in', 'notIn']);

/** Whether the operator takes a list (typed comma-separated, sent as one comma-separated string). */
export const takesList = (operator: string) => LIST_OPERATORS.has(operator);

/** Who the filter looks at: a sender is always a user. */
export const filterEntity = (entry: Pick<FilterEntry, 'type' | 'entity'>): Entity =>
  entry.type === 'sender' ? 'user' : entry.entity;

const offered = (list: readonly { value: string }[], value: string) => list.some((option) => option.value === value);

/**
 * A sender or receiver filter as the editor holds it: the value as typed (a list comma-separated),
 * and the filter as loaded (`kept`), whose fields the editor does not know go back unchanged.
 */
export const filterEntrySchema = z
  .object({
    type: z.enum(['sender', 'receiver']),
    entity: z.enum(['user', 'group']),
    operand: z.string().check(z.minLength(1, 'Choose a field.')),
    operator: z.string().check(z.minLength(1, 'Choose an operator.')),
    value: z.string().check(z.trim(), z.minLength(1, 'Give a value.')),
    kept: z.record(z.string(), z.unknown()),
  })
  .check(
    z.superRefine((entry, ctx) => {
      const entity = filterEntity(entry);
      const whom = entity === 'user' ? 'users' : 'groups';
      if (entry.operand && !offered(FILTER_FIELDS[entity], entry.operand))
        ctx.issues.push({
          code: 'custom',
          message: `The service does not filter ${whom} on ${entry.operand}; choose a field from the list.`,
          path: ['operand'],
          input: entry.operand,
        });
      if (entry.operator && !offered(FILTER_OPERATORS[entity], documentedOperator(entity, entry.operator)))
        ctx.issues.push({
          code: 'custom',
          message: `The service takes no "${entry.operator}" for ${whom}; choose an operator from the list.`,
          path: ['operator'],
          input: entry.operator,
        });
      if (takesList(entry.operator) && entry.value.split(',').every((part) => part.trim() === ''))
        ctx.issues.push({ code: 'custom', message: 'Give at least one value.', path: ['value'], input: entry.value });
    }),
  );
export type FilterEntry = z.infer<typeof filterEntrySchema>;

/** The operator in the spelling the service documents for that kind of filter. */
export function documentedOperator(entity: Entity, operator: string): string {
  return SPELLINGS[operator]?.[entity] ?? operator;
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === undefined || value === null ? '' : String(value);
}

/** A loaded filter, whether it names its field `operand` (documented) or `field` (earlier dashboards). */
export function filterEntry(filter: unknown): FilterEntry {
  const parsed = ruleFilterSchema.safeParse(filter);
  const data = parsed.success ? parsed.data : {};
  return {
    type: data.type === 'receiver' ? 'receiver' : 'sender',
    entity: data.entity === 'group' ? 'group' : 'user',
    operand: filterOperand(data) ?? '',
    operator: data.operator ?? 'equals',
    value: valueText(data.value),
    kept: parsed.success ? parsed.data : {},
  };
}

export function newFilterEntry(): FilterEntry {
  return { type: 'sender', entity: 'user', operand: 'role', operator: 'equals', value: '', kept: {} };
}

/**
 * The entry after the admin changed one of its choices. A change of who is filtered keeps the
 * operator's meaning in the new kind's spelling, and drops a field or operator the new kind
 * does not take rather than send one the service refuses.
 */
export function changedFilter(
  entry: FilterEntry,
  key: 'type' | 'entity' | 'operand' | 'operator' | 'value',
  value: string,
): FilterEntry {
  const next = { ...entry, [key]: value } as FilterEntry;
  if (key !== 'type' && key !== 'entity') return next;
  const entity = filterEntity(next);
  const operator = documentedOperator(entity, next.operator);
  return {
    ...next,
    operand: offered(FILTER_FIELDS[entity], next.operand) ? next.operand : '',
    operator: offered(FILTER_OPERATORS[entity], operator) ? operator : 'equals',
  };
}

/**
 * The value as the service takes it: always a string (`UserFilter` and `GroupFilter` document
 * `value` as one). The documentation shows no list, so a list goes as its items comma-separated.
 */
function filterValue(entry: FilterEntry): string {
  const text = entry.value.trim();
  if (!takesList(entry.operator)) return text;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/**
 * The filter as the service documents it, `{ entity, operand, operator, value, type }`, over what
 * was loaded: a filter loaded with `field` goes back with `operand`, its operator in the kind's
 * own spelling and its value as a string, so a rule saved here is one the service reads.
 */
export function filterBody(entry: FilterEntry): Record<string, unknown> {
  const kept = { ...entry.kept };
  delete kept.field;
  const entity = filterEntity(entry);
  return {
    ...kept,
    type: entry.type,
    entity,
    operand: entry.operand,
    operator: documentedOperator(entity, entry.operator),
    value: filterValue(entry),
  };
}
