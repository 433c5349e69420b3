import { filterValues } from '../../../contract/schemas/rule.ts';
import type { EmuGroup, EmuRuleFilter, EmuUser } from './types.ts';
import type { Receiver } from './message.ts';

type Entity = Record<string, unknown>;

/** Both spellings of each negation: users document `not equals`, groups `notEquals`. */
function compare(actual: unknown, operator: string, expected: string): boolean {
  switch (operator) {
    case 'equals': return String(actual) === expected;
    case 'not equals': case 'notEquals': return String(actual) !== expected;
    case 'in': return filterValues(expected).includes(String(actual));
    case 'not in': case 'notIn': return !filterValues(expected).includes(String(actual));
    case 'startsWith': return typeof actual === 'string' && actual.startsWith(expected);
    case 'endsWith': return typeof actual === 'string' && actual.endsWith(expected);
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
    return compare((entity as unknown as Entity)[filter.operand], filter.operator, filter.value);
  });
}
