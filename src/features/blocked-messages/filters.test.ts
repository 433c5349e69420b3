import { describe, expect, it } from 'vitest';
import {
  dayStart,
  filterEntries,
  foldedFilterCount,
  parseFilters,
  parseSort,
  resultsKey,
  sortEntries,
  withParams,
  type BlockedFilters,
  type SortOrder,
} from './filters.ts';
import { entryKey } from './record-fields.ts';
import { entriesOf } from '../../test-utils/blocked-records.ts';

const noon = (day: string) => (dayStart(day) ?? 0) + 12 * 3600;

const entries = entriesOf(
  {
    id: '101',
    sender: 'zoe-muller',
    senderName: 'Zoë Müller',
    ruleId: 'profanity',
    revision: 2,
    type: 'text',
    status: 'pending',
    at: noon('2026-10-30'),
  },
  {
    id: '102',
    sender: 'ivan',
    senderName: 'Иван Петров',
    receiver: 'zoe-muller',
    receiverName: 'Zoë Müller',
    ruleId: 'images',
    revision: 5,
    type: 'image',
    action: ['blockMessage', 'dropMessage'],
    status: 'approved',
    at: noon('2026-10-20'),
  },
  {
    id: '103',
    sender: 'markup',
    senderName: '<img src=x onerror=alert(1)>',
    ruleId: 'profanity',
    revision: 1,
    type: 'video',
    status: 'disapproved',
    at: noon('2026-10-10'),
  },
  { message: 'not an object' },
);

const ids = (filters: Partial<BlockedFilters>) => filterEntries(entries, { text: '', ...filters }).map(entryKey);

describe('filterEntries', () => {
  it.each<[string, Partial<BlockedFilters>, string[]]>([
    ['no filter keeps everything, unexpected data included', {}, ['101', '102', '103', '#4']],
    ['message id', { text: '102' }, ['102']],
    ['muid', { text: 'muid-103' }, ['103']],
    ['sender uid', { text: 'ivan' }, ['102']],
    ['name, ignoring case and accents', { text: 'zoe MULLER' }, ['101', '102']],
    ['non-Latin name', { text: 'петров' }, ['102']],
    ['markup name as plain text', { text: '<img src=x' }, ['103']],
    ['conversation id', { text: 'ivan_user_zoe' }, ['102']],
    ['every word must match', { text: 'zoe ivan' }, ['102']],
    ['no match', { text: 'nobody-here' }, []],
    ['rule', { ruleId: 'profanity' }, ['101', '103']],
    ['revision', { revisionId: 'app_profanity_2' }, ['101']],
    ['action', { action: 'dropMessage' }, ['102']],
    ['message type', { type: 'video' }, ['103']],
    ['status', { status: 'approved' }, ['102']],
    ['from day, inclusive', { from: '2026-10-20' }, ['101', '102']],
    ['to day, inclusive', { to: '2026-10-20' }, ['102', '103']],
    ['date range', { from: '2026-10-15', to: '2026-10-25' }, ['102']],
    ['combined', { ruleId: 'profanity', text: 'zoe' }, ['101']],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('sortEntries', () => {
  const unsorted = entriesOf(
    { id: 'b', at: 200 },
    { id: 'none', at: null },
    { id: 'a', at: 100 },
    { id: 'c', at: 300 },
    { id: 'c2', at: 300 },
  );

  it.each([
    ['newest', ['c', 'c2', 'b', 'a', 'none']],
    ['oldest', ['a', 'b', 'c', 'c2', 'none']],
  ] as const)('%s first, timeless last, ties in answer order', (order, expected) => {
    expect(sortEntries(unsorted, order).map(entryKey)).toEqual(expected);
  });
});

describe('parseFilters', () => {
  it('reads every filter and drops malformed days', () => {
    const params = new URLSearchParams(
      'q=zoe&rule=r&revision=v&action=a&type=image&status=pending&from=2026-10-01&to=yesterday',
    );
    expect(parseFilters(params)).toEqual({
      text: 'zoe',
      ruleId: 'r',
      revisionId: 'v',
      action: 'a',
      type: 'image',
      status: 'pending',
      from: '2026-10-01',
      to: undefined,
    });
  });

  it.each([
    ['', 'newest'],
    ['sort=oldest', 'oldest'],
    ['sort=garbage', 'newest'],
  ])('sort from %j is %s', (query, expected) => {
    expect(parseSort(new URLSearchParams(query))).toBe(expected);
  });
});

describe('withParams', () => {
  it.each<[string, Record<string, string | undefined>, string]>([
    ['', { rule: 'r1' }, 'rule=r1'],
    ['rule=r1&revision=v1', { rule: 'r2', revision: undefined }, 'rule=r2'],
    ['q=zoe&limit=1000', { q: '' }, 'limit=1000'],
    ['message=5', { q: 'a b&c' }, 'message=5&q=a+b%26c'],
  ])('%s + %j → %s', (query, changes, expected) => {
    expect(withParams(new URLSearchParams(query), changes).toString()).toBe(expected);
  });
});

describe('resultsKey: whether the list shows new results (and so starts again at its top)', () => {
  const base: BlockedFilters = { text: 'spam' };
  it.each<[string, BlockedFilters, SortOrder, boolean]>([
    ['another search', { text: 'spim' }, 'newest', true],
    ['the search cleared', { text: '' }, 'newest', true],
    ['a rule chosen', { ...base, ruleId: 'profanity' }, 'newest', true],
    ['a day chosen', { ...base, from: '2026-10-30' }, 'newest', true],
    ['oldest first', base, 'oldest', true],
    ['the same words, other spaces and case', { text: '  SPAM ' }, 'newest', false],
    ['an emptied filter', { ...base, ruleId: undefined }, 'newest', false],
  ])('%s', (_, filters, sort, changed) => {
    expect(resultsKey(filters, sort) !== resultsKey(base, 'newest')).toBe(changed);
  });
});

describe('foldedFilterCount: the filters said on "More filters (n on)"', () => {
  const set: BlockedFilters = {
    text: 'spam',
    ruleId: 'r',
    revisionId: 'v',
    action: 'block',
    type: 'image',
    from: '2026-10-01',
  };
  it.each<[string, BlockedFilters, 'past-the-line' | 'all', number]>([
    ['none set', { text: '' }, 'all', 0],
    ["a desktop: the line's rule, revision and action are on screen, not counted", set, 'past-the-line', 2],
    ['a phone: every filter is folded', set, 'all', 5],
    ['the search text is never counted: its box is always shown', { text: 'spam' }, 'all', 0],
    ['both days', { text: '', from: '2026-10-01', to: '2026-10-02' }, 'past-the-line', 2],
  ])('%s', (_, filters, folded, count) => {
    expect(foldedFilterCount(filters, folded)).toBe(count);
  });
});
