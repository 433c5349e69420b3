import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '../test-utils/render.tsx';
import { CopyTextButton } from './copy-text-button.tsx';

describe('CopyTextButton', () => {
  it('copies the text and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CopyTextButton getText={() => 'a\nb'} label="Copy all" what="the terms" />);
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    expect(writeText).toHaveBeenCalledWith('a\nb');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied the terms to the clipboard');
  });

  it('shows the text to copy by hand when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyTextButton getText={() => 'heck'} label="Copy all" what="the terms" />);
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Text of the terms' })).toHaveValue('heck'));
    expect(screen.getByText(/did not allow copying/)).toBeInTheDocument();
  });
});
