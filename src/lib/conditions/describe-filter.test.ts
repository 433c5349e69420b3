import { describe, expect, it } from 'vitest';
import { describeRuleFilter } from './describe-filter.ts';

describe('describeRuleFilter', () => {
  it.each([
    ['group type', { type: 'receiver', entity: 'group', field: 'type', operator: 'equals', value: 'public' }, `the receiving group's type is "public"`],
    ['role not equals', { type: 'sender', entity: 'user', field: 'role', operator: 'not equals', value: 'moderator' }, `the sender's role is not "moderator"`],
    ['uid prefix', { type: 'sender', field: 'uid', operator: 'startsWith', value: 'guest-' }, `the sender's uid starts with "guest-"`],
    ['guid in', { type: 'receiver', entity: 'group', field: 'guid', operator: 'in', value: ['general', 'gaming'] }, `the receiving group's guid is one of "general", "gaming"`],
    ['tags', { type: 'sender', field: 'tags', operator: 'in', value: ['trial', 'new'] }, `the sender's tags include one of "trial", "new"`],
    ['created after', { type: 'sender', field: 'createdAt', operator: 'greaterThan', value: 1759276800 }, `the sender's creation date is after 2025-10-01`],
    ['created before', { type: 'receiver', entity: 'user', field: 'createdAt', operator: 'lessThan', value: 0 }, `the receiver's creation date is before 1970-01-01`],
    ['group name', { type: 'receiver', entity: 'group', field: 'name', operator: 'contains', value: 'sale' }, `the receiving group's name contains "sale"`],
  ])('%s', (_name, filter, words) => {
    expect(describeRuleFilter(filter)).toEqual({ text: words, recognised: true });
  });

  it.each([
    ['unknown operator', { type: 'sender', field: 'role', operator: 'sounds like', value: 'x' }],
    ['unknown field', { type: 'sender', field: 'shoeSize', operator: 'equals', value: 42 }],
    ['unknown type', { type: 'bystander', field: 'uid', operator: 'equals', value: 'a' }],
    ['object value', { type: 'sender', field: 'uid', operator: 'equals', value: { a: 1 } }],
    ['prototype operator', { type: 'sender', field: 'uid', operator: 'constructor', value: 'a' }],
    ['not an object', 'sender=admin'],
  ])('shows %s raw', (_name, filter) => {
    expect(describeRuleFilter(filter)).toEqual({ text: JSON.stringify(filter), recognised: false });
  });
});
