import { describe, expect, it } from 'vitest';
import { percentile } from './paced-load.ts';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  it.each([
    { values: hundred, share: 0.5, expected: 50 },
    { values: hundred, share: 0.99, expected: 99 },
    { values: hundred, share: 1, expected: 100 },
    { values: [7], share: 0.99, expected: 7 },
    { values: [10, 20, 30], share: 0.5, expected: 20 },
    { values: [10, 20, 30], share: 0.99, expected: 30 },
    { values: [10, 20, 30], share: 0, expected: 10 },
  ])('$share of $values.length values is $expected', ({ values, share, expected }) => {
    expect(percentile(values, share)).toBe(expected);
  });

  it('is NaN without values', () => {
    expect(percentile([], 0.5)).toBeNaN();
  });
});
