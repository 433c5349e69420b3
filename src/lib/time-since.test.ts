import { describe, expect, it } from 'vitest';
import { timeSince } from './time-since.ts';

const NOW = Date.parse('2025-03-01T12:00:00Z');

describe('timeSince', () => {
  it.each([
    [0, 'just now'],
    [44, 'just now'],
    [300, '5 minutes ago'],
    [7200, '2 hours ago'],
  ])('%i seconds ago is %s', (ago, expected) => {
    expect(timeSince(NOW / 1000 - ago, NOW)).toBe(expected);
  });
});
