import { filterOperand, filterValues, ruleFilterSchema } from '../../../contract/schemas/rule.ts';

export interface FilterDescription {
  text: string;
  /** False when the entry was not understood: `text` is then its raw JSON. */
  recognised: boolean;
}

const FIELDS = new Map(
  Object.entries({
    uid: 'uid',
    guid: 'guid',
    name: 'name',
    role: 'role',
    tags: 'tags',
    createdAt: 'creation date',
    type: 'type',
  }),
);
const OPERATORS = new Map(
  Object.entries({
    equals: 'is',
    'not equals': 'is not',
    notEquals: 'is not',
    in: 'is one of',
    'not in': 'is none of',
    notIn: 'is none of',
    startsWith: 'starts with',
    endsWith: 'ends with',
    contains: 'contains',
    lessThan: 'is less than',
    greaterThan: 'is more than',
  }),
);
const LIST_OPERATORS = new Set(['in', 'not in', 'notIn']);
// A time compares as earlier or later, not as less or more.
const TIME_OPERATORS = new Map(Object.entries({ lessThan: 'is before', greaterThan: 'is after', equals: 'is on' }));
const TAG_OPERATORS = new Map(
  Object.entries({ equals: 'include', in: 'include one of', 'not in': 'include none of', notIn: 'include none of' }),
);

/** Unix seconds as a UTC calendar date, the same for every reader of the rule. */
function formatValue(value: unknown, field: string): string | undefined {
  if (Array.isArray(value)) {
    const parts = value.map((item) => formatValue(item, field));
    return parts.every((part) => part !== undefined) ? parts.join(', ') : undefined;
  }
  // Documented filters carry the seconds as a string.
  const seconds = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (field === 'createdAt' && typeof seconds === 'number' && Number.isFinite(seconds)) {
    return new Date(seconds * 1000).toISOString().slice(0, 10);
  }
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** One entry of a rule's `filters` in words: `the sender's role is not "moderator"`. Never throws. */
export function describeRuleFilter(raw: unknown): FilterDescription {
  const fallback = { text: JSON.stringify(raw) ?? String(raw), recognised: false };
  const parsed = ruleFilterSchema.safeParse(raw);
  if (!parsed.success) return fallback;
  const { type, entity, operator = '' } = parsed.data;
  const field = filterOperand(parsed.data) ?? '';
  // A list is sent comma-separated (docs/service.md); each item is shown quoted.
  const given = parsed.data.value;
  const value = LIST_OPERATORS.has(operator) && typeof given === 'string' ? filterValues(given) : given;
  const whose =
    type === 'sender'
      ? "the sender's"
      : type === 'receiver'
        ? entity === 'group'
          ? "the receiving group's"
          : "the receiver's"
        : undefined;
  const verb =
    (field === 'createdAt'
      ? TIME_OPERATORS.get(operator)
      : field === 'tags'
        ? TAG_OPERATORS.get(operator)
        : undefined) ?? OPERATORS.get(operator);
  const words = formatValue(value, field);
  const fieldWords = FIELDS.get(field);
  if (!whose || !verb || words === undefined || !fieldWords) return fallback;
  return { text: `${whose} ${fieldWords} ${verb} ${words}`, recognised: true };
}
