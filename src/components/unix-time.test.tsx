import { describe, expect, it } from 'vitest';
import { render, screen } from '../test-utils/render.tsx';
import { absoluteTime, relativeTime, UnixTime } from './unix-time.tsx';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;

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

describe('UnixTime', () => {
  it('shows the time in the locale with a machine-readable date', () => {
    render(<UnixTime seconds={at(0)} />);
    const time = screen.getByText(absoluteTime(at(0)));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-06-15T12:00:00.000Z');
  });

  it('says when there is no time', () => {
    render(<UnixTime seconds={undefined} />);
    expect(screen.getByText('not recorded')).toBeInTheDocument();
  });
});
