import { describe, expect, it } from 'vitest';
import { describeCount, describeInterval, intervalAmount, intervalLeaf, intervalUnitFor } from './units.ts';

describe('describeInterval', () => {
  it.each([
    [7200, 'every 2 h'],
    [5400, 'every 1 h 30 min'],
    [3661, 'every 1 h 1 min 1 s'],
    [45, 'every 45 s'],
    [90, 'every 1 min 30 s'],
    [0, 'no pause between two'],
  ])('%i s → %s', (seconds, words) => {
    expect(describeInterval(seconds)).toBe(words);
  });
});

describe('describeCount', () => {
  it.each([
    [20, 'per-day', 'at most 20 a day'],
    [2, 'per-conversation-day', 'at most 2 a day for each conversation'],
    [0, 'per-day', 'none at all'],
  ] as const)('%i %s', (value, unit, words) => {
    expect(describeCount(value, unit)).toBe(words);
  });
});

describe('intervals in minutes and hours', () => {
  it.each([
    [7200, 'hours', '2'],
    [5400, 'minutes', '90'],
    [90, 'minutes', '1.5'],
    [60, 'minutes', '1'],
    [0, 'minutes', '0'],
  ] as const)('%i s reads best in %s as %s', (seconds, unit, amount) => {
    expect(intervalUnitFor(seconds)).toBe(unit);
    expect(intervalAmount(seconds, unit)).toBe(amount);
  });

  it.each([
    ['2', 'hours', 7200],
    ['1.5', 'hours', 5400],
    ['90', 'minutes', 5400],
    ['1.5', 'minutes', 90],
    [' 30 ', 'minutes', 1800],
    ['', 'hours', null],
    ['abc', 'minutes', 'abc'],
    ['1.2345', 'minutes', '1.2345'],
  ] as const)('%j %s is %j seconds', (text, unit, leaf) => {
    expect(intervalLeaf(text, unit)).toBe(leaf);
  });
});
