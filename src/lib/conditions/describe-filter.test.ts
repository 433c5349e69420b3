import { describe, expect, it } from 'vitest';
import { describeRuleFilter } from './describe-filter.ts';

describe('describeRuleFilter', () => {
  it.each([
    [
      'group type',
      { type: 'receiver', entity: 'group', field: 'type', operator: 'equals', value: 'public' },
      `the receiving group's type is "public"`,
    ],
    [
      'role not equals',
      { type: 'sender', entity: 'user', field: 'role', operator: 'not equals', value: 'moderator' },
      `the sender's role is not "moderator"`,
    ],
    [
      'uid prefix',
      { type: 'sender', field: 'uid', operator: 'startsWith', value: 'guest-' },
      `the sender's uid starts with "guest-"`,
    ],
    [
      'guid in',
      { type: 'receiver', entity: 'group', field: 'guid', operator: 'in', value: ['general', 'gaming'] },
      `the receiving group's guid is one of "general", "gaming"`,
    ],
    [
      'tags',
      { type: 'sender', field: 'tags', operator: 'in', value: ['trial', 'new'] },
      `the sender's tags include one of "trial", "new"`,
    ],
    [
      'created after',
      { type: 'sender', field: 'createdAt', operator: 'greaterThan', value: 1759276800 },
      `the sender's creation date is after 2025-10-01`,
    ],
    [
      'created before',
      { type: 'receiver', entity: 'user', field: 'createdAt', operator: 'lessThan', value: 0 },
      `the receiver's creation date is before 1970-01-01`,
    ],
    [
      'group name',
      { type: 'receiver', entity: 'group', field: 'name', operator: 'contains', value: 'sale' },
      `the receiving group's name contains "sale"`,
    ],
    [
      'role equals',
      { type: 'sender', field: 'role', operator: 'equals', value: 'admin' },
      `the sender's role is "admin"`,
    ],
    [
      'role notEquals',
      { type: 'sender', field: 'role', operator: 'notEquals', value: 'admin' },
      `the sender's role is not "admin"`,
    ],
    [
      'uid not in',
      { type: 'sender', field: 'uid', operator: 'not in', value: ['a'] },
      `the sender's uid is none of "a"`,
    ],
    ['uid notIn', { type: 'sender', field: 'uid', operator: 'notIn', value: ['a'] }, `the sender's uid is none of "a"`],
    [
      'name suffix',
      { type: 'sender', field: 'name', operator: 'endsWith', value: 'bot' },
      `the sender's name ends with "bot"`,
    ],
    [
      'a number',
      { type: 'sender', field: 'uid', operator: 'lessThan', value: 100 },
      `the sender's uid is less than 100`,
    ],
    [
      'a number, more',
      { type: 'sender', field: 'uid', operator: 'greaterThan', value: 7 },
      `the sender's uid is more than 7`,
    ],
    ['a flag', { type: 'sender', field: 'role', operator: 'equals', value: true }, `the sender's role is true`],
    [
      'created on',
      { type: 'sender', field: 'createdAt', operator: 'equals', value: 86400 },
      `the sender's creation date is on 1970-01-02`,
    ],
    [
      'a creation date given as text that is not seconds',
      { type: 'sender', field: 'createdAt', operator: 'equals', value: '2025-01-01' },
      `the sender's creation date is on "2025-01-01"`,
    ],
    [
      'a documented filter: operand, the seconds as a string',
      { type: 'sender', entity: 'user', operand: 'createdAt', operator: 'equals', value: '86400' },
      `the sender's creation date is on 1970-01-02`,
    ],
    [
      'a documented list: one comma-separated string',
      { type: 'receiver', entity: 'group', operand: 'guid', operator: 'notIn', value: 'general,support' },
      `the receiving group's guid is none of "general", "support"`,
    ],
    [
      'a uid that is a number, not a date',
      { type: 'sender', field: 'uid', operator: 'equals', value: 86400 },
      `the sender's uid is 86400`,
    ],
    [
      'tags equal',
      { type: 'sender', field: 'tags', operator: 'equals', value: 'vip' },
      `the sender's tags include "vip"`,
    ],
    [
      'tags not in',
      { type: 'sender', field: 'tags', operator: 'not in', value: ['spam'] },
      `the sender's tags include none of "spam"`,
    ],
    [
      'tags notIn',
      { type: 'sender', field: 'tags', operator: 'notIn', value: ['spam'] },
      `the sender's tags include none of "spam"`,
    ],
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
    ['a list holding an object', { type: 'sender', field: 'uid', operator: 'in', value: ['a', { b: 1 }] }],
    ['a list holding a null', { type: 'sender', field: 'uid', operator: 'in', value: [null, 'a'] }],
  ])('shows %s raw', (_name, filter) => {
    expect(describeRuleFilter(filter)).toEqual({ text: JSON.stringify(filter), recognised: false });
  });
});
