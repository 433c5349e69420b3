import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../test-utils/render.tsx';
import { absoluteTime, relativeTime, UnixTime } from './unix-time.tsx';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;

/**
 * Gives the formatters a fixed default locale and time zone (the user's, in the browser), so the
 * expectations below are the literal strings a person would read.
 */
function pinUserLocale(locale: string, timeZone: string) {
  class DateTimeFormat extends Intl.DateTimeFormat {
    constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
      super(locales ?? locale, { timeZone, ...options });
    }
  }
  class RelativeTimeFormat extends Intl.RelativeTimeFormat {
    constructor(locales?: Intl.LocalesArgument, options?: Intl.RelativeTimeFormatOptions) {
      super(locales ?? locale, options);
    }
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat, RelativeTimeFormat }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  pinUserLocale('en-US', 'UTC');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('relativeTime', () => {
  it.each([
    [0, 'now'],
    [-30, '30 seconds ago'],
    [-120, '2 minutes ago'],
    [-3 * 3600, '3 hours ago'],
    [-86_400, 'yesterday'],
    [-3 * 86_400, '3 days ago'],
    [-14 * 86_400, '2 weeks ago'],
    [-61 * 86_400, '2 months ago'],
    [-400 * 86_400, 'last year'],
    [2 * 3600, 'in 2 hours'],
  ])('%i s → %s', (offset, expected) => {
    expect(relativeTime(at(offset), NOW, 'en')).toBe(expected);
  });
});

describe('absoluteTime', () => {
  it.each([
    ['en-US', 'Jun 15, 2025, 12:00 PM'],
    ['de-DE', '15.06.2025, 12:00'],
    ['en-GB', '15 Jun 2025, 12:00'],
  ])('in %s reads %s', (locale, expected) => {
    expect(absoluteTime(at(0), locale)).toBe(expected);
  });

  it("is in the user's time zone", () => {
    pinUserLocale('en-US', 'America/New_York');
    expect(absoluteTime(at(0))).toBe('Jun 15, 2025, 8:00 AM');
  });
});

describe('UnixTime', () => {
  it('shows the time in the locale, the relative time for screen readers, and a machine-readable date', () => {
    render(<UnixTime seconds={at(-3 * 3600)} />);
    const time = screen.getByText('Jun 15, 2025, 9:00 AM');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-06-15T09:00:00.000Z');
    expect(time).toHaveAccessibleName('Jun 15, 2025, 9:00 AM (3 hours ago)');
  });

  it('says when there is no time', () => {
    render(<UnixTime seconds={undefined} />);
    expect(screen.getByText('not recorded')).toBeInTheDocument();
  });
});
