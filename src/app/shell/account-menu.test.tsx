import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '../../test-utils/render.tsx';
import { sessionQuery } from '../../queries/session.ts';
import { AccountMenu } from './account-menu.tsx';

// The menu's code arrives when the test says so, as it does over a network.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./account-popover.tsx', async (importActual) => {
  const actual = await importActual();
  await arrived;
  return actual;
});

describe('AccountMenu', () => {
  it('opens the menu for a press whose pointer went down before the menu code came and up after', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQuery().queryKey, {
      authRequired: true,
      user: { username: 'vic', role: 'viewer' },
    });
    render(<AccountMenu />, { queryClient });
    const placeholder = await screen.findByRole('button', { name: 'Account: vic' });
    fireEvent.pointerDown(placeholder);
    await act(async () => {
      arrive();
      await arrived;
    });
    // The button under the pointer is a new one now: the browser sends this press's click to neither.
    expect(await screen.findByRole('group', { name: 'Account' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
