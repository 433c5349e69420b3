import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Hint } from './hint.tsx';

describe('Hint', () => {
  it('shows on keyboard focus, describes its target, and Escape dismisses it', async () => {
    const user = userEvent.setup();
    render(
      <Hint label="Checked 2 minutes ago">
        <button type="button">Status</button>
      </Hint>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Checked 2 minutes ago');
    expect(screen.getByRole('button', { name: 'Status' })).toHaveAccessibleDescription('Checked 2 minutes ago');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover after the delay and goes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(
      <Hint label="Full description" openDelay={50}>
        <span>Short…</span>
      </Hint>,
    );
    await user.hover(screen.getByText('Short…'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Full description');
    await user.unhover(screen.getByText('Short…'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("keeps the target's own handlers and description", async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    render(
      <>
        <p id="own">Own words</p>
        <Hint label="Hint words">
          <button type="button" aria-describedby="own" onFocus={onFocus}>
            Go
          </button>
        </Hint>
      </>,
    );
    await user.tab();
    expect(onFocus).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAccessibleDescription('Own words Hint words');
  });
});
