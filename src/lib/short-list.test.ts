import { shortListOf, shortListWords } from './short-list.ts';

const meta = (limit: number, count: number) => ({ current: { limit, count } });

describe('shortListOf: did the service cap or ignore the limit?', () => {
  it.each([
    ['it ignored the limit and gave its default page', 500, meta(50, 50), 50, { asked: 500, served: 50 }],
    ['it capped the limit', 10000, meta(1000, 1000), 1000, { asked: 10000, served: 1000 }],
    ['it honoured the limit and filled it', 500, meta(500, 500), 500, undefined],
    ['it honoured the limit and had fewer', 500, meta(500, 120), 120, undefined],
    ['a smaller page, not filled: everything there is', 500, meta(50, 8), 8, undefined],
    ['no meta at all', 500, undefined, 50, undefined],
    ['meta without a page size', 500, { current: { count: 50 } }, 50, undefined],
  ])('%s', (_name, asked, listMeta, count, expected) => {
    expect(shortListOf(asked, listMeta, count)).toEqual(expected);
  });
});

describe('shortListWords', () => {
  it.each([
    [
      { asked: 500, served: 50 },
      undefined,
      'The service returned its newest 50 (of the 500 asked for); the archive holds older ones.',
    ],
    [
      { asked: 10000, served: 1000 },
      'older ones are not shown',
      'The service returned its newest 1,000 (of the 10,000 asked for); older ones are not shown.',
    ],
  ])('%j', (short, olderAt, words) => {
    expect(shortListWords(short, olderAt)).toBe(words);
  });
});
