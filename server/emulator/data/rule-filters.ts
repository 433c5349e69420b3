import type { EmuGroup, EmuRuleFilter, EmuUser } from './types.ts';
import type { Receiver } from './message.ts';

type Entity = Record<string, unknown>;

function compare(actual: unknown, operator: string, expected: EmuRuleFilter['value']): boolean {
  switch (operator) {
    case 'equals': return actual === expected;
    case 'not equals': return actual !== expected;
    case 'in': return Array.isArray(expected) && expected.includes(String(actual));
    case 'startsWith': return typeof actual === 'string' && actual.startsWith(String(expected));
    case 'lessThan': return typeof actual === 'number' && actual < Number(expected);
    case 'greaterThan': return typeof actual === 'number' && actual > Number(expected);
    default: return false;
  }
}

/**
 * Whether a message from `sender` to `receiver` is one the rule applies to, so that a rule
 * limited to public groups never appears to have blocked a one-on-one message.
 */
export function matchesFilters(filters: readonly EmuRuleFilter[] | undefined, sender: EmuUser, receiver: Receiver): boolean {
  return (filters ?? []).every((filter) => {
    let entity: EmuUser | EmuGroup;
    if (filter.type === 'sender') entity = sender;
    else if (filter.entity === 'group') {
      if (receiver.kind !== 'group') return false;
      entity = receiver.group;
    } else {
      if (receiver.kind !== 'user') return false;
      entity = receiver.user;
    }
    return compare((entity as unknown as Entity)[filter.field], filter.operator, filter.value);
  });
}
