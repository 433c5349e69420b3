import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startNavigation } from './navigation.ts';
import { createRoutes } from './router.tsx';

interface Sent {
  url: string;
  signal: AbortSignal | undefined;
}

/**
 * A server that has not answered the session check yet (or answers it as given), and never
 * answers anything else: what matters is which requests a navigation sends before that.
 */
function stubServer(session?: unknown) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    sent.push({ url, signal: init?.signal ?? undefined });
    if (url === '/api/session' && session) return Promise.resolve(Response.json({ data: session }));
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  });
  return sent;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  stop = startNavigation(queryClient, createRoutes(queryClient).all);
}

describe('navigation', () => {
  it.each([
    ['/apps/demo-app/rules', '/api/apps/demo-app/moderation/rules?limit=100'],
    ['/apps/demo-app/rules?limit=500&q=spam', '/api/apps/demo-app/moderation/rules?limit=500'],
    ['/apps/demo-app/rules/spam-links', '/api/apps/demo-app/moderation/rules/spam-links'],
    ['/apps/demo-app/blocked-messages', '/api/apps/demo-app/moderation/blocked-messages?limit=500'],
    ['/apps/demo-app/blocked-messages?limit=10000&rule=x', '/api/apps/demo-app/moderation/blocked-messages?limit=10000'],
    ['/apps/demo-app/keywords/profanity-list', '/api/apps/demo-app/moderation/keywords/profanity-list'],
    ['/apps/demo-app/notifications/sounds', '/api/apps/demo-app/notifications/settings'],
  ])('%s asks for its data at navigation, before the session check has answered', async (path, request) => {
    const sent = stubServer();
    open(path);
    await vi.waitFor(() => expect(sent.map((s) => s.url)).toContain(request));
    // Nothing else is in front of it: not the app list, not the sidebar's rules or keyword lists.
    expect(sent.map((s) => s.url).sort()).toEqual([request, '/api/session'].sort());
  });

  it('asks again when a navigation changes the request, not for a filter', async () => {
    const sent = stubServer();
    open('/apps/demo-app/rules');
    window.history.pushState(null, '', '/apps/demo-app/rules?q=spam');
    window.history.pushState(null, '', '/apps/demo-app/rules?limit=500');
    await vi.waitFor(() => expect(sent.map((s) => s.url).filter((url) => url.includes('/rules'))).toEqual(['/api/apps/demo-app/moderation/rules?limit=100', '/api/apps/demo-app/moderation/rules?limit=500']));
  });

  it.each(['/apps/demo-app/blocked-messages', '/apps/demo-app/rules'])('%s: no request goes on once the session check sends the user to sign in', async (path) => {
    const sent = stubServer({ authRequired: true });
    open(path);
    await vi.waitFor(() => expect(window.location.pathname).toBe('/sign-in'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe(path);
    // Sent beside the check and cancelled, or (its reader's code still loading) never sent.
    // The blocked messages' query code loads in a chunk of its own: let its steps run out.
    await import('../queries/blocked-messages.ts');
    for (let step = 0; step < 10; step++) await Promise.resolve();
    const list = sent.find((s) => s.url.startsWith('/api/apps/'));
    expect(list === undefined || list.signal?.aborted).toBe(true);
  });
});
