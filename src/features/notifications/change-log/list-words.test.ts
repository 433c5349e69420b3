import { describe, expect, it } from 'vitest';
import { listChangeLines } from './list-words.ts';

describe('listChangeLines', () => {
  it.each([
    [
      'a term added and one removed',
      [{ path: 'searchTerms', old: ['darn', 'heck'], new: ['heck', 'pin'] }],
      [`added 'pin', removed 'darn'`],
    ],
    ['terms only added', [{ path: 'searchTerms', old: ['a'], new: ['a', 'b', 'c'] }], [`added 'b', 'c'`]],
    ['terms only reordered', [{ path: 'searchTerms', old: ['a', 'b'], new: ['b', 'a'] }], ['terms reordered']],
    [
      'many terms added, the rest counted',
      [{ path: 'searchTerms', old: [], new: Array.from({ length: 11 }, (_, i) => `t${i}`) }],
      [`added 't0', 't1', 't2', 't3', 't4', 't5', 't6', 't7' and 3 more`],
    ],
    [
      'sentences of a similarity list',
      [{ path: 'disallowedSentences', old: ['buy now'], new: [] }],
      [`removed 'buy now'`],
    ],
    [
      'terms when the list could not be read first',
      [{ path: 'searchTerms', new: ['a', 'b'] }],
      [`terms now — 2 terms: 'a', 'b'`],
    ],
    ['renamed', [{ path: 'name', old: 'Profane', new: 'Profane Words' }], [`renamed to 'Profane Words'`]],
    ['its type changed', [{ path: 'category', old: 'word', new: 'pattern' }], [`type changed to 'pattern'`]],
  ])('an update: %s', (_, changes, lines) => {
    expect(listChangeLines('update', changes)).toEqual(lines);
  });

  it.each([
    [
      'with its terms',
      [
        { path: 'id', new: 'profane' },
        { path: 'category', new: 'word' },
        { path: 'searchTerms', new: ['darn'] },
      ],
      [`created as a word list with 1 term: 'darn'`],
    ],
    ['without terms', [{ path: 'id', new: 'empty' }], ['created as a list']],
  ])('a new list: %s', (_, changes, lines) => {
    expect(listChangeLines('create', changes)).toEqual(lines);
  });

  it('says a list was deleted', () => {
    expect(listChangeLines('delete', [])).toEqual(['deleted']);
  });

  it('names only the terms that changed, however long the list is', () => {
    const long = Array.from({ length: 200 }, (_, i) => `profane term number ${i}`);
    expect(listChangeLines('update', [{ path: 'searchTerms', old: long, new: [...long, 'pin'] }])).toEqual([
      `added 'pin'`,
    ]);
  });

  it('cuts a very long term short in its quote', () => {
    const [line] = listChangeLines('update', [{ path: 'searchTerms', old: [], new: ['x'.repeat(70)] }]);
    expect(line).toBe(`added '${'x'.repeat(59)}…'`);
  });
});
