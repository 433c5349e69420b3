import { describe, expect, it } from 'vitest';
import { formatExact, formatRelative, isoFromSeconds } from './format-time.ts';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = now / 1000;

describe('formatRelative', () => {
  it.each([
    [nowSeconds, 'now'],
    [nowSeconds - 30, 'now'],
    [nowSeconds - 90, '2 minutes ago'],
    [nowSeconds - 3 * 3600, '3 hours ago'],
    [nowSeconds - 24 * 3600, 'yesterday'],
    [nowSeconds - 3 * 24 * 3600, '3 days ago'],
    [nowSeconds - 21 * 24 * 3600, '3 weeks ago'],
    [nowSeconds - 61 * 24 * 3600, '2 months ago'],
    [nowSeconds - 400 * 24 * 3600, 'last year'],
    [nowSeconds + 2 * 3600, 'in 2 hours'],
  ])('%d → %s', (seconds, expected) => {
    expect(formatRelative(seconds, now, 'en')).toBe(expected);
  });
});

describe('formatExact', () => {
  it('shows date and time in the given format', () => {
    const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
    expect(formatExact(nowSeconds, format)).toBe('22 Nov 2026, 12:00');
  });
});

describe('isoFromSeconds', () => {
  it.each<[number | undefined, string | undefined]>([
    [nowSeconds, '2026-11-22T12:00:00.000Z'],
    [0, '1970-01-01T00:00:00.000Z'],
    [1.5, '1970-01-01T00:00:01.500Z'],
    [undefined, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [1e15, undefined],
  ])('%s → %s', (seconds, expected) => {
    expect(isoFromSeconds(seconds)).toBe(expected);
  });
});
