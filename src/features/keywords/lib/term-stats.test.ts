import { describe, expect, it } from 'vitest';
import { termStats, visibleTerms } from './term-stats.ts';

describe('termStats', () => {
  it.each([
    [[], { total: 0, unique: 0, repeated: 0 }],
    [['a', 'b'], { total: 2, unique: 2, repeated: 0 }],
    [['heck', 'darn', 'heck', 'heck', 'darn', 'x'], { total: 6, unique: 3, repeated: 2 }],
    [['Heck', 'heck'], { total: 2, unique: 2, repeated: 0 }],
  ])('%j', (terms, expected) => {
    expect(termStats(terms)).toMatchObject(expected);
  });

  it('marks every occurrence with its count and keeps positions', () => {
    expect(termStats(['a', 'b', 'a']).rows).toEqual([
      { term: 'a', position: 1, occurrences: 2 },
      { term: 'b', position: 2, occurrences: 1 },
      { term: 'a', position: 3, occurrences: 2 },
    ]);
  });

  it('copes with a list of tens of thousands', () => {
    const terms = Array.from({ length: 50_000 }, (_, i) => `term ${i % 40_000}`);
    const stats = termStats(terms);
    expect(stats).toMatchObject({ total: 50_000, unique: 40_000, repeated: 10_000 });
  });
});

describe('visibleTerms', () => {
  const { rows } = termStats(['free prize', 'cheap loan', 'free loan', 'free prize', 'PingPal']);
  const terms = (filter: string, view: 'all' | 'repeated') =>
    visibleTerms(rows, filter, view).map((r) => `${r.position}:${r.term}`);
  it.each([
    ['', 'all', ['1:free prize', '2:cheap loan', '3:free loan', '4:free prize', '5:PingPal']],
    ['FREE', 'all', ['1:free prize', '3:free loan', '4:free prize']],
    ['loan free', 'all', ['3:free loan']],
    ['pingpal', 'all', ['5:PingPal']],
    ['zzz', 'all', []],
    ['', 'repeated', ['1:free prize']],
    ['loan', 'repeated', []],
  ] as const)('%j in %s', (filter, view, expected) => {
    expect(terms(filter, view)).toEqual(expected);
  });
});
