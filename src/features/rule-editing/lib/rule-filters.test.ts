import { filterBody, filterEntry, newFilterEntry, type FilterEntry } from './rule-filters.ts';

const groupFilter = {
  type: 'receiver',
  entity: 'group',
  field: 'guid',
  operator: 'in',
  value: ['general', 'gaming-night'],
};

describe('filterEntry', () => {
  it.each([
    ['a list value is typed comma-separated', groupFilter, { value: 'general, gaming-night', entity: 'group' }],
    [
      'a creation date as a number',
      { type: 'sender', entity: 'user', field: 'createdAt', operator: 'lessThan', value: 1700000000 },
      { value: '1700000000', type: 'sender' },
    ],
    ['not an object', 'odd', { type: 'sender', field: '', value: '', kept: {} }],
  ])('%s', (_name, filter, expected) => {
    expect(filterEntry(filter)).toMatchObject(expected);
  });
});

describe('filterBody', () => {
  it.each([
    ['untouched: as loaded', filterEntry(groupFilter), groupFilter],
    [
      'a group added to the list',
      { ...filterEntry(groupFilter), value: 'general, gaming-night , trading,' },
      { ...groupFilter, value: ['general', 'gaming-night', 'trading'] },
    ],
    [
      'a new sender filter on the role',
      { ...newFilterEntry(), value: ' guest ' },
      { type: 'sender', entity: 'user', field: 'role', operator: 'equals', value: 'guest' },
    ],
    [
      'a sender filter is always on users, whatever the receiver choice left behind',
      { ...newFilterEntry(), entity: 'group' as const, field: 'uid', operator: 'startsWith', value: 'guest-' },
      { type: 'sender', entity: 'user', field: 'uid', operator: 'startsWith', value: 'guest-' },
    ],
    [
      'a creation date goes as a number',
      { ...newFilterEntry(), field: 'createdAt', operator: 'lessThan', value: '1700000000' },
      { type: 'sender', entity: 'user', field: 'createdAt', operator: 'lessThan', value: 1700000000 },
    ],
  ] as [string, FilterEntry, unknown][])('%s', (_name, entry, body) => {
    expect(filterBody(entry)).toEqual(body);
  });
});
