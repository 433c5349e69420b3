import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '../api/session.ts';
import { sessionKeys } from '../queries/query-keys.ts';
import { render, screen } from '../test-utils/render.tsx';
import { MainNav } from './shell/main-nav.tsx';
import { SettingsAccess } from './settings-access.tsx';

function clientWith(session: Session) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKeys.current(), session);
  return queryClient;
}

const viewer: Session = { authRequired: true, user: { username: 'vic', role: 'viewer' } };
const admin: Session = { authRequired: true, user: { username: 'ada', role: 'admin' } };

const at = { url: '/apps/a1/notifications', routePath: '/apps/:appId/notifications/:tab?' };

describe('the notification settings for each role', () => {
  it('tells a viewer why there is no form, and asks the server for nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<SettingsAccess />, { ...at, queryClient: clientWith(viewer) });
    expect(
      screen.getByText("Your role (viewer) can't change notification settings; ask an admin."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent changes' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('gives an admin the page, with the recent changes under it', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [], meta: { persisted: true } }));
    render(<SettingsAccess />, { ...at, queryClient: clientWith(admin) });
    expect(screen.queryByText(/can't change notification settings/)).toBeNull();
    expect(await screen.findByText('No settings changes recorded for this app yet.')).toBeInTheDocument();
  });

  it('hides the navigation entry from a viewer and says why', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [] }));
    render(<MainNav appId="a1" appKnown />, { queryClient: clientWith(viewer) });
    expect(screen.queryByRole('link', { name: /Notification settings/ })).toBeNull();
    expect(screen.getByText('Notification settings are for admins; your role is viewer.')).toBeInTheDocument();
  });

  it('shows the navigation entry to an admin', () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ data: [] }));
    render(<MainNav appId="a1" appKnown />, { queryClient: clientWith(admin) });
    expect(screen.getByRole('link', { name: /Notification settings/ })).toBeInTheDocument();
  });
});
