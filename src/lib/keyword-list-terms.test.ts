import { describe, expect, it } from 'vitest';
import type { KeywordList } from '../../contract/schemas/keyword-list.ts';
import { listCategoryWords, matchedWord, termsOfList } from './keyword-list-terms.ts';

describe('termsOfList', () => {
  it('gives a list without terms the same empty list each time (hooks that follow the terms stay put)', () => {
    const list = { id: 'empty', category: 'pattern' };
    expect(termsOfList(list)).toEqual([]);
    expect(termsOfList(list)).toBe(termsOfList({ id: 'other' }));
  });

  it.each([
    ['word list', { id: 'a', category: 'word', searchTerms: ['heck'] }, ['heck']],
    ['pattern list', { id: 'b', category: 'pattern', searchTerms: ['\\d+'] }, ['\\d+']],
    [
      'sentence list',
      { id: 'c', category: 'sentence-similarity', disallowedSentences: ['Pay me directly.'] },
      ['Pay me directly.'],
    ],
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

describe('matchedWord', () => {
  const list = (searchTerms: string[], category = 'word') =>
    ({ id: 'l', name: 'L', category, searchTerms }) as KeywordList;
  it.each([
    ['a listed word in the text', 'You are a darn fool', ['heck', 'darn'], { term: 'darn', position: 2 }],
    ['ignoring case and accents', 'Quelle CRÈME', ['creme'], { term: 'creme', position: 1 }],
    ['only whole words', 'a darned shame', ['darn'], undefined],
    ['a phrase term', 'buy now please', ['buy now'], { term: 'buy now', position: 1 }],
    ['the first listed when several match', 'heck and darn', ['darn', 'heck'], { term: 'darn', position: 1 }],
    ['terms with regex characters are plain text', 'price: $5 (cheap)', ['$5'], { term: '$5', position: 1 }],
    ['nothing listed in the text', 'all fine here', ['darn'], undefined],
    ['a later whole-word use after a part-word one', 'darned darn', ['darn'], { term: 'darn', position: 1 }],
    ['at the very start and end', 'darn', ['darn'], { term: 'darn', position: 1 }],
    [
      'beside punctuation and other scripts',
      '今日は urgent profit な一日',
      ['urgent profit'],
      { term: 'urgent profit', position: 1 },
    ],
    ['letters of other scripts join words too', 'darnな', ['darn'], undefined],
    ['digits join words', 'darn2 x', ['darn'], undefined],
    ['a letter outside the basic plane joins words', '𝐀darn', ['darn'], undefined],
    ['an emoji beside the word does not', '🚀darn🚀', ['darn'], { term: 'darn', position: 1 }],
    ['blank terms are skipped', 'darn', ['  ', 'darn'], { term: 'darn', position: 2 }],
  ] as const)('%s', (_, text, terms, expected) => {
    expect(matchedWord(text, list([...terms]))).toEqual(expected);
  });

  it('finds a term far down an imported list of thousands without holding the page', () => {
    const terms = Array.from({ length: 5000 }, (_, i) => `lead${i} tail${i}`);
    const started = performance.now();
    expect(matchedWord('今日は lead4999 tail4999 な一日でした。', list(terms))).toEqual({
      term: 'lead4999 tail4999',
      position: 5000,
    });
    // A regular expression per term took seconds here; a string search takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('leaves pattern and sentence lists alone', () => {
    expect(matchedWord('darn', list(['darn'], 'pattern'))).toBeUndefined();
    expect(matchedWord('darn', list(['darn'], 'sentence-similarity'))).toBeUndefined();
  });
});
