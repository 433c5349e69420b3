import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '../../../test-utils/render.tsx';
import { useHistoryPrefetch } from './use-history-prefetch.ts';

function HistoryButton() {
  const prefetch = useHistoryPrefetch('demo-app');
  return (
    <button type="button" {...prefetch('spam-links')}>
      Revision history
    </button>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useHistoryPrefetch', () => {
  it.each([
    ['hovered', (button: HTMLElement) => userEvent.hover(button)],
    ['focused from the keyboard', () => userEvent.tab()],
  ])('asks for the revisions when the control is %s, before any click', async (_, act) => {
    const fetchMock = vi.fn(async () => Response.json({ data: [], meta: {} }));
    vi.stubGlobal('fetch', fetchMock);
    render(<HistoryButton />);
    await act(screen.getByRole('button', { name: 'Revision history' }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/apps/demo-app/moderation/rules/spam-links/revisions?limit=1000',
        expect.anything(),
      ),
    );
  });
});
