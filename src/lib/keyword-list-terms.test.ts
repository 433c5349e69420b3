import { describe, expect, it } from 'vitest';
import { listCategoryWords, termsOfList } from './keyword-list-terms.ts';

describe('termsOfList', () => {
  it.each([
    ['word list', { id: 'a', category: 'word', searchTerms: ['heck'] }, ['heck']],
    ['pattern list', { id: 'b', category: 'pattern', searchTerms: ['\\d+'] }, ['\\d+']],
    ['sentence list', { id: 'c', category: 'sentence-similarity', disallowedSentences: ['Pay me directly.'] }, ['Pay me directly.']],
    ['list without terms', { id: 'd' }, []],
  ])('%s', (_name, list, terms) => {
    expect(termsOfList(list)).toEqual(terms);
  });
});

describe('listCategoryWords', () => {
  it.each([
    ['word', 'words: a message containing one is matched'],
    ['pattern', 'patterns: each term is a regular expression'],
    ['sentence-similarity', 'sentences: a message similar to one is matched'],
    ['custom-api', 'custom-api'],
    ['constructor', 'constructor'],
    [undefined, undefined],
  ])('%s', (category, words) => {
    expect(listCategoryWords(category)).toBe(words);
  });
});
