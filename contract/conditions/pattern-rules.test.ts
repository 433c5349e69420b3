import { patternProblem, unboundedQuantifier } from './pattern-rules.ts';

describe('unboundedQuantifier', () => {
  it.each([
    ['.*', '*'],
    ['a+', '+'],
    [String.raw`\d{10,}`, '{10,}'],
    [String.raw`\d{3,10}`, undefined],
    [String.raw`[a-z+*]{1,5}`, undefined],
    [String.raw`1\+1`, undefined],
    [String.raw`\b\d{3}[ .-]?\d{4}\b`, undefined],
  ])('%s -> %s', (pattern, found) => {
    expect(unboundedQuantifier(pattern)).toBe(found);
  });
});

describe('patternProblem', () => {
  it('says why the service or JavaScript would refuse a pattern, and nothing for a good one', () => {
    expect(patternProblem('(a')).toMatch(/^Not a valid regular expression/);
    expect(patternProblem('a+')).toMatch(/unbounded quantifiers such as \+/);
    expect(patternProblem(String.raw`\d{3,10}`)).toBeUndefined();
  });
});
