import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import {
  applyRuleFilters,
  hasActiveFilters,
  readRuleFilters,
  ruleFacets,
  withRuleFilter,
  type RuleFilters,
} from './rule-filters.ts';

const rules: Rule[] = [
  {
    id: 'text-profanity-filter',
    name: 'Profanity Filter',
    description: 'Blocks words from Profane Words',
    enabled: true,
    default: true,
    action: ['blockMessage'],
    conditions: [{ operand: 'text' }],
    updatedAt: 300,
  },
  {
    id: 'image-moderation',
    name: 'AI Image Moderation',
    description: 'Unsafe images',
    enabled: true,
    default: true,
    action: ['blockMessage'],
    conditions: [{ operand: 'image' }],
    updatedAt: 100,
  },
  {
    id: 'spam-links',
    name: 'spam links',
    description: 'Drops links',
    enabled: false,
    action: ['dropMessage', 'flagMessage'],
    conditions: [{ operand: 'text' }, { operand: 'custom' }],
    updatedAt: 200,
  },
  { id: 'no-time', name: 'Zeta' },
];
const filters = (over: Partial<RuleFilters> = {}): RuleFilters => ({
  q: '',
  status: undefined,
  kind: undefined,
  action: undefined,
  operand: undefined,
  sort: 'service',
  limit: 100,
  ...over,
});
const ids = (list: Rule[]) => list.map((r) => r.id);

describe('readRuleFilters', () => {
  it.each([
    ['', filters()],
    [
      'q=spam&status=disabled&kind=custom&action=dropMessage&operand=text&sort=name&limit=500',
      filters({
        q: 'spam',
        status: 'disabled',
        kind: 'custom',
        action: 'dropMessage',
        operand: 'text',
        sort: 'name',
        limit: 500,
      }),
    ],
    ['status=maybe&kind=x&sort=random&limit=7', filters()],
    ['limit=1000', filters({ limit: 1000 })],
    ['status=enabled&kind=default', filters({ status: 'enabled', kind: 'default' })],
  ])('%j', (query, expected) => {
    expect(readRuleFilters(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('withRuleFilter', () => {
  it.each([
    ['q=a', 'q', 'b', 'q=b'],
    ['q=a&sort=name', 'q', '', 'sort=name'],
    ['sort=name', 'sort', 'service', ''],
    ['limit=500', 'limit', '100', ''],
    ['', 'limit', '25', 'limit=25'],
    ['revision=x', 'status', 'enabled', 'revision=x&status=enabled'],
  ] as const)('%j + %s=%j', (query, key, value, expected) => {
    expect(withRuleFilter(new URLSearchParams(query), key, value).toString()).toBe(expected);
  });
});

describe('applyRuleFilters', () => {
  it.each([
    ['nothing', filters(), ['text-profanity-filter', 'image-moderation', 'spam-links', 'no-time']],
    ['search by name, any case', filters({ q: 'PROFANITY' }), ['text-profanity-filter']],
    ['search by id', filters({ q: 'image-mod' }), ['image-moderation']],
    ['search by description', filters({ q: 'drops' }), ['spam-links']],
    ['every word must match', filters({ q: 'filter words' }), ['text-profanity-filter']],
    ['enabled', filters({ status: 'enabled' }), ['text-profanity-filter', 'image-moderation']],
    ['disabled includes rules without the flag', filters({ status: 'disabled' }), ['spam-links', 'no-time']],
    ['default', filters({ kind: 'default' }), ['text-profanity-filter', 'image-moderation']],
    ['custom', filters({ kind: 'custom' }), ['spam-links', 'no-time']],
    ['action', filters({ action: 'flagMessage' }), ['spam-links']],
    ['operand', filters({ operand: 'text' }), ['text-profanity-filter', 'spam-links']],
    [
      'name A–Z ignores case',
      filters({ sort: 'name' }),
      ['image-moderation', 'text-profanity-filter', 'spam-links', 'no-time'],
    ],
    [
      'name Z–A',
      filters({ sort: 'name-desc' }),
      ['no-time', 'spam-links', 'text-profanity-filter', 'image-moderation'],
    ],
    [
      'recently updated, missing last',
      filters({ sort: 'updated-desc' }),
      ['text-profanity-filter', 'spam-links', 'image-moderation', 'no-time'],
    ],
    [
      'least recently updated, missing last',
      filters({ sort: 'updated' }),
      ['image-moderation', 'spam-links', 'text-profanity-filter', 'no-time'],
    ],
    ['combined', filters({ status: 'enabled', operand: 'text', q: 'filter' }), ['text-profanity-filter']],
    ['a word across name and id is no match', filters({ q: 'filtertext' }), []],
    ['a missing description is not the word "undefined"', filters({ q: 'undefined' }), []],
  ])('%s', (_name, f, expected) => {
    expect(ids(applyRuleFilters(rules, f))).toEqual(expected);
  });
});

describe('sorting rules the list has in any order', () => {
  const untimedFirst: Rule[] = [
    { id: 'untimed', name: 'Untimed' },
    { id: 'old', name: 'Old', updatedAt: 1 },
    { id: 'new', name: 'New', updatedAt: 2 },
  ];
  it.each([
    ['updated', ['old', 'new', 'untimed']],
    ['updated-desc', ['new', 'old', 'untimed']],
  ] as const)('%s puts rules without a time last', (sort, expected) => {
    expect(ids(applyRuleFilters(untimedFirst, filters({ sort })))).toEqual(expected);
  });

  it('keeps the service order for rules updated at the same time', () => {
    const same: Rule[] = [
      { id: 'b', updatedAt: 5 },
      { id: 'a', updatedAt: 5 },
      { id: 'c', updatedAt: 5 },
    ];
    expect(ids(applyRuleFilters(same, filters({ sort: 'updated' })))).toEqual(['b', 'a', 'c']);
    expect(ids(applyRuleFilters(same, filters({ sort: 'updated-desc' })))).toEqual(['b', 'a', 'c']);
  });

  it('keeps the service order for names that differ only in case or accents', () => {
    const names: Rule[] = [
      { id: 'upper', name: 'Alpha' },
      { id: 'lower', name: 'alpha' },
      { id: 'accent', name: 'Álpha' },
    ];
    expect(ids(applyRuleFilters(names, filters({ sort: 'name' })))).toEqual(['upper', 'lower', 'accent']);
  });
});

describe('hasActiveFilters', () => {
  it.each([
    [filters(), false],
    [filters({ sort: 'name', limit: 25 }), false],
    [filters({ q: '  ' }), false],
    [filters({ q: 'x' }), true],
    [filters({ operand: 'image' }), true],
  ])('%j', (f, expected) => {
    expect(hasActiveFilters(f)).toBe(expected);
  });
});

describe('ruleFacets', () => {
  it('lists the actions and operands in use, sorted, once each', () => {
    expect(ruleFacets(rules)).toEqual({
      actions: ['blockMessage', 'dropMessage', 'flagMessage'],
      operands: ['custom', 'image', 'text'],
    });
  });

  it('offers nothing for a condition that names no operand', () => {
    expect(ruleFacets([{ id: 'r', conditions: [{ category: 'word' }] }])).toEqual({ actions: [], operands: [] });
  });
});
