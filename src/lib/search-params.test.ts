import { describe, expect, it } from 'vitest';
import { parseLimit, unixSecondsParam } from './search-params.ts';

describe('unixSecondsParam', () => {
  it.each([
    ['1793491200', 1793491200],
    ['0', 0],
    [null, undefined],
    ['', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['2026-11-01', undefined],
    ['1234567890123', undefined],
    ['x1793491200', undefined],
    ['1793491200x', undefined],
  ])('%j → %j', (value, expected) => {
    expect(unixSecondsParam(value)).toBe(expected);
  });
});

describe('parseLimit', () => {
  it.each<[string | null, number]>([
    ['500', 500],
    ['7', 100],
    // Number(null) is 0: a missing param must not pick an allowed 0.
    [null, 100],
    ['abc', 100],
  ])('%j → %d', (value, expected) => {
    expect(parseLimit(value, [0, 100, 500], 100)).toBe(expected);
  });
});
