import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, render, screen } from '../../test-utils/render.tsx';
import { BulkBar } from './decisions/bulk-bar.tsx';
import { LiveNews } from './live-notes.tsx';

const idle = { state: { phase: 'idle' }, run: vi.fn(), cancel: vi.fn(), dismiss: vi.fn() } as unknown as Parameters<
  typeof BulkBar
>[0]['bulk'];

describe('LiveNews', () => {
  it('offers the new messages rather than showing them, and says quietly who decided what', async () => {
    const onShow = vi.fn();
    render(
      <LiveNews
        count={3}
        stale={false}
        latest={{ messageId: '42', username: 'dana', decision: 'approve', at: 0 }}
        onShow={onShow}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '3 new messages: show them' }));
    expect(onShow).toHaveBeenCalledOnce();
    expect(screen.getByText('Message 42 approved by dana')).toBeInTheDocument();
  });

  it('shows a colleague’s decision for a moment, over the rows, and the next one anew; the offer stays', () => {
    vi.useFakeTimers();
    try {
      const first = { messageId: '42', username: 'dana', decision: 'approve', at: 0 } as const;
      const { rerender } = render(<LiveNews count={1} stale={false} latest={first} onShow={vi.fn()} />);
      expect(screen.getByText('Message 42 approved by dana')).toBeInTheDocument();
      act(() => void vi.advanceTimersByTime(6000));
      expect(screen.queryByText('Message 42 approved by dana')).not.toBeInTheDocument();
      // The offer of new messages stays: it goes when they are shown.
      expect(screen.getByRole('button', { name: '1 new message: show them' })).toBeInTheDocument();
      const next = { messageId: '43', username: 'dana', decision: 'review', at: 1 } as const;
      rerender(<LiveNews count={1} stale={false} latest={next} onShow={vi.fn()} />);
      expect(screen.getByText(/^Message 43 /)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the latest list when events were missed', () => {
    render(<LiveNews count={0} stale latest={undefined} onShow={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Missed updates: show the latest' })).toBeInTheDocument();
  });
});

describe('BulkBar with messages others are reviewing', () => {
  it('decides on the rest and says how many it left out', () => {
    render(
      <BulkBar
        selected={[{ messageId: '1' }]}
        leftOut={2}
        shownCount={10}
        canDecide
        role="moderator"
        bulk={idle}
        onSelectAll={() => undefined}
        onClear={() => undefined}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Decide on the selected messages' })).toHaveTextContent(
      '1 selected(2 left out: others are reviewing them)',
    );
  });

  it('with only claimed messages ticked, offers nothing to decide', () => {
    render(
      <BulkBar
        selected={[]}
        leftOut={1}
        shownCount={10}
        canDecide
        role="moderator"
        bulk={idle}
        onSelectAll={() => undefined}
        onClear={() => undefined}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getByText('None to decide')).toBeInTheDocument();
    expect(screen.getByText('(1 left out: others are reviewing it)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve…' })).toBeNull();
  });
});
