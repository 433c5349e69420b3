import { patternBreaks } from './pattern-breaks.ts';

describe('patternBreaks', () => {
  it.each([
    ['a plain word stays whole', 'casino', ['casino']],
    ['after each alternative and group', '(buy|sell)\\s+now', ['(buy|', 'sell)', '\\s+now']],
    ['before a group', 'https?://(www\\.)?example', ['https?://', '(www\\.)', '?example']],
    ['nested groups', '((a|b)c)', ['(', '(a|', 'b)', 'c)']],
    ['nothing at all', '', []],
  ])('%s', (_, pattern, pieces) => {
    expect(patternBreaks(pattern)).toEqual(pieces);
    expect(patternBreaks(pattern).join('')).toBe(pattern);
  });
});
