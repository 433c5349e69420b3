import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../test-utils/render.tsx';
import { UnixTime } from './unix-time.tsx';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UnixTime', () => {
  it("shows the time in the user's locale, the relative time for screen readers, and a machine-readable date", () => {
    render(<UnixTime seconds={at(-3 * 3600)} />);
    // The oracle is the platform's own formatter with the user's defaults, not the module under test.
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(NOW - 3 * 3600 * 1000),
    );
    const time = screen.getByText(expected);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-06-15T09:00:00.000Z');
    expect(time).toHaveAttribute(
      'aria-label',
      `${expected} (${new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-3, 'hour')})`,
    );
  });

  it('says when there is no time', () => {
    render(<UnixTime seconds={undefined} />);
    expect(screen.getByText('not recorded')).toBeInTheDocument();
  });
});
