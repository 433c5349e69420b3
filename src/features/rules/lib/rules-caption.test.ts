import { describe, expect, it } from 'vitest';
import { rulesCaption } from './rules-caption.ts';

describe('rulesCaption', () => {
  it.each([
    [{ count: 8, limit: 100, received: 8, shown: undefined }, '8 rules (limit 100)'],
    [{ count: 1, limit: 100, received: 1, shown: undefined }, '1 rule (limit 100)'],
    [{ count: 8, limit: 100, received: 8, shown: 3 }, 'Showing 3 of 8 rules (limit 100)'],
    [
      { count: 25, limit: 25, received: 25, shown: undefined },
      '25 rules (limit 25). There may be more: fetch more rules to see them',
    ],
    [{ count: undefined, limit: undefined, received: 4, shown: undefined }, '4 rules (the service reported no limit)'],
    [{ count: 9, limit: 100, received: 8, shown: undefined }, '9 rules (limit 100). 8 received'],
  ])('%j', (input, expected) => {
    expect(rulesCaption(input)).toBe(expected);
  });
});
