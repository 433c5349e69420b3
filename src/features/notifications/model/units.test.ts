import { describe, expect, it } from 'vitest';
import { describeCount, describeInterval } from './units.ts';

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
    [3600, 'seconds', 'every 1 h'],
  ] as const)('%i %s', (value, unit, words) => {
    expect(describeCount(value, unit)).toBe(words);
  });
});
