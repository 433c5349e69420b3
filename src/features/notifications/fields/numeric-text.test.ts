import { describe, expect, it } from 'vitest';
import { numericLeaf } from './numeric-text.ts';

describe('numericLeaf', () => {
  it.each([
    ['7200', false, 7200],
    [' 20 ', false, 20],
    ['', false, null],
    ['-1', false, -1],
    ['1.5', false, '1.5'],
    ['1.5', true, 1.5],
    ['12a', true, '12a'],
    ['-', false, '-'],
  ])('%j (decimals %s) → %j', (text, decimals, leaf) => {
    expect(numericLeaf(text, decimals)).toBe(leaf);
  });
});
