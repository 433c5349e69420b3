import { filterOperand, filterValues, ruleFilterSchema } from '../../contract/schemas/rule.ts';
import type { ReplayMessage } from './replay-types.ts';

export type FilterResult = 'pass' | 'fail' | 'unknown';

/** Fields the archive keeps for a sender or receiver; tags and creation dates it does not. */
const USER_FIELDS = { uid: 'id', name: 'name', role: 'role' } as const;
const GROUP_FIELDS = { guid: 'id', name: 'name', type: 'type' } as const;

function compare(actual: string, operator: string, expected: unknown): boolean | undefined {
  const list = filterValues(expected);
  switch (operator) {
    case 'equals':
      return actual === String(expected);
    case 'not equals':
    case 'notEquals':
      return actual !== String(expected);
    case 'in':
      return list.includes(actual);
    case 'not in':
    case 'notIn':
      return !list.includes(actual);
    case 'startsWith':
      return actual.startsWith(String(expected));
    case 'endsWith':
      return actual.endsWith(String(expected));
    case 'contains':
      return actual.includes(String(expected));
    default:
      return undefined;
  }
}

function fieldOf(
  message: ReplayMessage,
  type: string,
  entity: string | undefined,
  field: string,
): string | null | undefined {
  if (type === 'sender') {
    const key = USER_FIELDS[field as keyof typeof USER_FIELDS];
    if (!key) return undefined;
    return key === 'id' ? message.sender.uid : message.sender[key];
  }
  const fields: Record<string, string> = entity === 'group' ? GROUP_FIELDS : USER_FIELDS;
  const key = fields[field] as keyof ReplayMessage['receiver'] | undefined;
  return key ? message.receiver[key] : undefined;
}

/**
 * One sender or receiver filter against a message: a rule applies only to messages that pass
 * every filter (as the emulator and the service's console describe them). A receiver filter on
 * groups fails for a one-on-one message. Fields the archive does not keep are `unknown`.
 */
export function filterMatcher(raw: unknown): (message: ReplayMessage) => FilterResult {
  const parsed = ruleFilterSchema.safeParse(raw);
  if (!parsed.success || (parsed.data.type !== 'sender' && parsed.data.type !== 'receiver')) return () => 'unknown';
  const { type, entity, operator = '', value } = parsed.data;
  const field = filterOperand(parsed.data) ?? '';
  return (message) => {
    if (type === 'receiver' && message.receiver.kind !== null && (entity ?? 'user') !== message.receiver.kind)
      return 'fail';
    const actual = fieldOf(message, type, entity, field);
    if (actual === undefined || actual === null) return 'unknown';
    const result = compare(actual, operator, value);
    return result === undefined ? 'unknown' : result ? 'pass' : 'fail';
  };
}
