import { overCap, type ReplayCaps } from './replay-caps.ts';

const SMALL: ReplayCaps = { conditions: 2, filters: 1, terms: 3, patterns: 2, termCharacters: 5, bytes: 100 };
const condition = (category: string, value: string[], reference = false) => ({
  category,
  value,
  ...(reference ? { isKeywordsReferencePresent: true } : {}),
});

describe('overCap', () => {
  it.each([
    ['a rule within every cap', { rule: { conditions: [condition('word', ['a', 'b'])] } }, 10, undefined],
    ['a body over the bytes', {}, 101, 'at most 100 bytes of request body (this one has 101 bytes)'],
    [
      'too many conditions',
      { rule: { conditions: [condition('word', []), condition('word', []), condition('word', [])] } },
      10,
      'at most 2 conditions in a rule (this one has 3)',
    ],
    ['too many filters', { rule: { filters: [{}, {}] } }, 10, 'at most 1 filters in a rule (this one has 2)'],
    [
      "a rule's own patterns",
      { rule: { conditions: [condition('pattern', ['a', 'b', 'c'])] } },
      10,
      'at most 2 patterns (this change has 3)',
    ],
    [
      'a pattern list',
      { keywordList: { category: 'pattern', searchTerms: ['a', 'b', 'c'] } },
      10,
      'at most 2 patterns (this change has 3)',
    ],
    [
      'a word list',
      { keywordList: { category: 'word', searchTerms: ['a', 'b', 'c', 'd'] } },
      10,
      'at most 3 terms (this change has 4)',
    ],
    [
      'a long term',
      { keywordList: { category: 'word', searchTerms: ['abcdef'] } },
      10,
      'at most 5 characters in a term or pattern (one has 6)',
    ],
    [
      'list ids a rule names (not terms)',
      { rule: { conditions: [condition('word', ['l1', 'l2', 'l3', 'l4'], true)] } },
      10,
      undefined,
    ],
  ])('%s', (_, body, bytes, expected) => {
    expect(overCap(body, bytes, SMALL)).toBe(expected);
  });

  it('takes every change the service itself allows: 10 conditions of 100-character terms, a 1 MB list', () => {
    const term = 'x'.repeat(100);
    const rule = { conditions: Array.from({ length: 10 }, () => condition('pattern', [term])), filters: [{}] };
    expect(overCap({ rule }, 20_000)).toBeUndefined();
    const searchTerms = Array.from({ length: 10_000 }, () => term);
    expect(overCap({ keywordList: { category: 'word', searchTerms } }, 1024 * 1024)).toBeUndefined();
  });
});
