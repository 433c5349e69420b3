import { describe, expect, it } from 'vitest';
import { unixSecondsParam } from './search-params.ts';

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
  ])('%j → %j', (value, expected) => {
    expect(unixSecondsParam(value)).toBe(expected);
  });
});
