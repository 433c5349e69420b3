import { describe, expect, it } from 'vitest';
import type { Condition } from '../../../../contract/schemas/condition.ts';
import type { Rule } from '../../../../contract/schemas/rule.ts';
import { diffRevisions, keywordListsOf } from './revision-diff.ts';

const words = (id: number, ...value: string[]): Condition => ({ id, operand: 'text', operator: 'contains', value });
const base: Rule = {
  id: 'r',
  name: 'Profanity',
  description: 'Blocks bad words',
  enabled: true,
  action: ['blockMessage'],
  conditions: [words(1, 'heck'), words(2, 'darn')],
  active: false,
  revisionId: 'app_r_1',
  createdAt: 1,
  updatedAt: 1,
};
const next = (change: Partial<Rule>): Rule => ({
  ...base,
  revisionId: 'app_r_2',
  active: true,
  updatedAt: 2,
  ...change,
});

describe('diffRevisions: rule fields', () => {
  it.each([
    ['name', { name: 'Profanity (beta)' }, 'Profanity', 'Profanity (beta)'],
    ['description', { description: 'Draft' }, 'Blocks bad words', 'Draft'],
    ['enabled', { enabled: false }, true, false],
    ['action', { action: ['dropMessage'] }, ['blockMessage'], ['dropMessage']],
    ['description', { description: undefined }, 'Blocks bad words', undefined],
  ] as const)('%s changed', (field, change, before, after) => {
    const diff = diffRevisions(base, next(change as Partial<Rule>));
    expect(diff.fields).toEqual([{ field, before, after }]);
    expect(diff.conditions).toEqual([]);
    expect(diff.identical).toBe(false);
  });

  it('ignores bookkeeping (revision id, active, times), action order and unchanged other fields', () => {
    const diff = diffRevisions(
      { ...base, action: ['a', 'b'], default: true },
      next({ action: ['b', 'a'], default: true, createdAt: 2 }),
    );
    expect(diff).toEqual({ fields: [], conditions: [], unchangedConditions: 2, otherFields: [], identical: true });
  });

  it('reports fields it does not lay out, such as default, and then is not identical', () => {
    const diff = diffRevisions(base, next({ default: true }));
    expect(diff.otherFields).toEqual([{ field: 'default', before: undefined, after: true }]);
    expect(diff.identical).toBe(false);
  });
});

describe('diffRevisions: conditions matched by id', () => {
  it.each([
    [
      'added',
      [words(1, 'heck'), words(2, 'darn'), words(3, 'drat')],
      [{ key: '3', change: 'added', after: words(3, 'drat'), changedFields: [] }],
      2,
    ],
    ['removed', [words(1, 'heck')], [{ key: '2', change: 'removed', before: words(2, 'darn'), changedFields: [] }], 1],
    [
      'changed, old and new side by side',
      [words(1, 'heck'), words(2, 'darn', 'dang')],
      [
        {
          key: '2',
          change: 'changed',
          before: words(2, 'darn'),
          after: words(2, 'darn', 'dang'),
          changedFields: ['value'],
        },
      ],
      1,
    ],
    ['matched by id, not by position', [words(2, 'darn'), words(1, 'heck')], [], 2],
  ] as const)('%s', (_name, conditions, expected, unchanged) => {
    const diff = diffRevisions(base, next({ conditions: conditions as unknown as Condition[] }));
    expect(diff.conditions).toEqual(expected);
    expect(diff.unchangedConditions).toBe(unchanged);
  });

  it('names every changed field of a condition', () => {
    const after = { ...words(1, 'heck'), operator: 'equals', message: 'Exactly heck' };
    const diff = diffRevisions(base, next({ conditions: [after, words(2, 'darn')] }));
    expect(diff.conditions[0]?.changedFields).toEqual(['operator', 'message']);
    expect(diff.otherFields).toEqual([]);
    expect(diff.identical).toBe(false);
  });

  it('keeps conditions that share an id apart instead of dropping one', () => {
    const diff = diffRevisions(
      { ...base, conditions: [words(1, 'heck')] },
      next({ conditions: [words(1, 'heck'), words(1, 'drat')] }),
    );
    expect(diff.conditions).toEqual([{ key: '1′', change: 'added', after: words(1, 'drat'), changedFields: [] }]);
    expect(diff.unchangedConditions).toBe(1);
  });

  it('lists changed conditions in id order, numerically', () => {
    const before = [words(10, 'a'), words(2, 'b'), words(1, 'c')];
    const diff = diffRevisions(
      { ...base, conditions: before },
      next({ conditions: [words(10, 'z'), words(1, 'x'), words(2, 'y')] }),
    );
    expect(diff.conditions.map((c) => c.key)).toEqual(['1', '2', '10']);
  });

  it('falls back to positions for conditions without ids', () => {
    const plain = (value: string): Condition => ({ operand: 'text', value: [value] });
    const diff = diffRevisions({ ...base, conditions: [plain('a')] }, next({ conditions: [plain('a'), plain('b')] }));
    expect(diff.conditions).toEqual([{ key: '#2', change: 'added', after: plain('b'), changedFields: [] }]);
  });

  it('treats missing conditions as none', () => {
    const diff = diffRevisions({ id: 'r' }, { id: 'r', conditions: [words(1, 'x')] });
    expect(diff.conditions.map((c) => c.change)).toEqual(['added']);
  });
});

describe('keywordListsOf: the lists a revision uses', () => {
  const list = (id: number, flag: keyof Condition, ...value: string[]): Condition => ({
    id,
    operand: 'text',
    category: 'word',
    [flag]: true,
    value,
  });
  it.each([
    ['no conditions', undefined, []],
    ['words typed into the rule are no list', [words(1, 'heck')], []],
    ['a keywords reference', [list(1, 'isKeywordsReferencePresent', 'profanity-list')], ['profanity-list']],
    ['a list reference', [list(1, 'isListReferencePresent', 'spam')], ['spam']],
    [
      'several, each once, in order',
      [list(1, 'isKeywordsReferencePresent', 'a', 'b'), words(2, 'x'), list(3, 'isListReferencePresent', 'b', 'c')],
      ['a', 'b', 'c'],
    ],
  ] as const)('%s', (_, conditions, expected) => {
    expect(keywordListsOf(conditions as readonly Condition[] | undefined)).toEqual(expected);
  });
});
