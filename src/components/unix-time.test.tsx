import { describe, expect, it } from 'vitest';
import { render, screen } from '../test-utils/render.tsx';
import { formatMinute } from '../lib/format-time.ts';
import { UnixTime } from './unix-time.tsx';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;

describe('UnixTime', () => {
  it('shows the time in the locale with a machine-readable date', () => {
    render(<UnixTime seconds={at(0)} />);
    const time = screen.getByText(formatMinute(at(0)));
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2025-06-15T12:00:00.000Z');
  });

  it('says when there is no time', () => {
    render(<UnixTime seconds={undefined} />);
    expect(screen.getByText('not recorded')).toBeInTheDocument();
  });
});
