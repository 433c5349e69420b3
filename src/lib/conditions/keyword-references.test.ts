import { describe, expect, it } from 'vitest';
import type { Rule } from '../../../contract/schemas/rule.ts';
import { keywordListIdsOf, referencedKeywordListIds, rulesReferencingList } from './keyword-references.ts';

const rules: Rule[] = [
  { id: 'a', conditions: [{ isKeywordsReferencePresent: true, value: ['profanity-list'] }] },
  {
    id: 'b',
    conditions: [
      { category: 'pattern', value: ['\\d+'] },
      { isListReferencePresent: true, value: ['spam', 'profanity-list'] },
    ],
  },
  { id: 'c', conditions: [{ operator: 'equals', value: ['profanity-list'] }] },
  { id: 'd' },
  { id: 'e', conditions: [{ isKeywordReferencePresent: true, value: 'single' }] },
];

describe('keywordListIdsOf', () => {
  it.each([
    [{ isKeywordsReferencePresent: true, value: ['x', ''] }, ['x']],
    [{ isListReferencePresent: true, value: 'x' }, ['x']],
    [{ isKeywordsReferencePresent: false, value: ['x'] }, []],
    [{ value: ['x'] }, []],
  ])('%j', (condition, expected) => {
    expect(keywordListIdsOf(condition)).toEqual(expected);
  });
});

describe('referencedKeywordListIds', () => {
  it('lists each referenced id once, in order of first use, and skips plain words', () => {
    expect(referencedKeywordListIds(rules)).toEqual(['profanity-list', 'spam', 'single']);
  });
  it('is empty without rules', () => {
    expect(referencedKeywordListIds([])).toEqual([]);
  });
});

describe('rulesReferencingList', () => {
  it.each([
    ['profanity-list', ['a', 'b']],
    ['spam', ['b']],
    ['nothing', []],
  ])('%s is used by %j', (listId, ids) => {
    expect(rulesReferencingList(rules, listId).map((r) => r.id)).toEqual(ids);
  });
});
