import {
  changedFilter,
  filterBody,
  filterEntry,
  filterEntrySchema,
  newFilterEntry,
  type FilterEntry,
} from './rule-filters.ts';

const documentedGroupFilter = {
  type: 'receiver',
  entity: 'group',
  operand: 'guid',
  operator: 'in',
  value: 'general,gaming-night',
};
/** As earlier dashboards wrote filters: `field`, an array value, a number for a date. */
const earlierGroupFilter = {
  type: 'receiver',
  entity: 'group',
  field: 'guid',
  operator: 'in',
  value: ['general', 'gaming-night'],
};

describe('filterEntry', () => {
  it.each([
    ['a documented filter', documentedGroupFilter, { operand: 'guid', value: 'general,gaming-night', entity: 'group' }],
    ['a filter written with field', earlierGroupFilter, { operand: 'guid', value: 'general, gaming-night' }],
    [
      'a creation date as a number',
      { type: 'sender', entity: 'user', field: 'createdAt', operator: 'equals', value: 1700000000 },
      { operand: 'createdAt', value: '1700000000', type: 'sender' },
    ],
    ['not an object', 'odd', { type: 'sender', operand: '', value: '', kept: {} }],
  ])('%s', (_name, filter, expected) => {
    expect(filterEntry(filter)).toMatchObject(expected);
  });
});

describe('filterBody', () => {
  it.each([
    ['a documented filter, untouched: as loaded', filterEntry(documentedGroupFilter), documentedGroupFilter],
    [
      'a filter loaded with field goes back with operand and a string value',
      filterEntry(earlierGroupFilter),
      documentedGroupFilter,
    ],
    [
      'a group added to the list: one comma-separated string',
      { ...filterEntry(documentedGroupFilter), value: 'general, gaming-night , trading,' },
      { ...documentedGroupFilter, value: 'general,gaming-night,trading' },
    ],
    [
      'a new sender filter on the role',
      { ...newFilterEntry(), value: ' guest ' },
      { type: 'sender', entity: 'user', operand: 'role', operator: 'equals', value: 'guest' },
    ],
    [
      'a sender filter is always on users, whatever the receiver choice left behind',
      { ...newFilterEntry(), entity: 'group' as const, operand: 'uid', operator: 'startsWith', value: 'guest-' },
      { type: 'sender', entity: 'user', operand: 'uid', operator: 'startsWith', value: 'guest-' },
    ],
    [
      'a group negation in the groups spelling, even when loaded with the users one',
      { ...filterEntry({ ...documentedGroupFilter, operator: 'not in' }) },
      { ...documentedGroupFilter, operator: 'notIn' },
    ],
    [
      'a user negation in the users spelling',
      { ...newFilterEntry(), operator: 'notEquals', value: 'moderator' },
      { type: 'sender', entity: 'user', operand: 'role', operator: 'not equals', value: 'moderator' },
    ],
    [
      'a creation date goes as a string',
      {
        ...newFilterEntry(),
        type: 'receiver',
        entity: 'group',
        operand: 'createdAt',
        operator: 'lessThan',
        value: '1700000000',
      },
      { type: 'receiver', entity: 'group', operand: 'createdAt', operator: 'lessThan', value: '1700000000' },
    ],
    [
      'fields the editor does not know are kept',
      filterEntry({ ...documentedGroupFilter, note: 'kept' }),
      { ...documentedGroupFilter, note: 'kept' },
    ],
  ] as [string, FilterEntry, unknown][])('%s', (_name, entry, body) => {
    expect(filterBody(entry)).toEqual(body);
  });
});

describe('changedFilter', () => {
  it.each([
    [
      'a receiver filter moved from groups to users keeps "is none of" in the users spelling',
      { ...filterEntry(documentedGroupFilter), operator: 'notIn', operand: 'name' },
      ['entity', 'user'],
      { entity: 'user', operator: 'not in', operand: 'name' },
    ],
    [
      'an operator users do not take falls back to "is"',
      { ...filterEntry(documentedGroupFilter), operator: 'endsWith' },
      ['type', 'sender'],
      { type: 'sender', operator: 'equals', operand: '' },
    ],
    [
      'a value changes alone',
      newFilterEntry(),
      ['value', 'vip'],
      { value: 'vip', operator: 'equals', operand: 'role' },
    ],
  ] as [string, FilterEntry, ['type' | 'entity' | 'operand' | 'operator' | 'value', string], Partial<FilterEntry>][])(
    '%s',
    (_name, entry, [key, value], expected) => {
      expect(changedFilter(entry, key, value)).toMatchObject(expected);
    },
  );
});

describe('filterEntrySchema', () => {
  it.each([
    ['a documented user filter', { ...newFilterEntry(), value: 'vip' }, []],
    ['a group operator on a user', { ...newFilterEntry(), operator: 'lessThan', value: '5' }, ['operator']],
    ['a group field on a user', { ...newFilterEntry(), operand: 'guid', value: 'x' }, ['operand']],
    ['a list of nothing but commas', { ...newFilterEntry(), operator: 'in', value: ' , ,' }, ['value']],
  ] as [string, FilterEntry, string[]][])('%s', (_name, entry, paths) => {
    const result = filterEntrySchema.safeParse(entry);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))).toEqual(paths);
  });
});
