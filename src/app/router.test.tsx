import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
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
    return new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  });
  return sent;
}

let router: ReturnType<typeof createMemoryRouter> | undefined;
afterEach(() => {
  router?.dispose();
  vi.unstubAllGlobals();
});

/** The data router at `path`, started as the app starts it (its loaders run before any render). */
function open(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  router.initialize();
  return router;
}

const urls = (sent: Sent[]) => sent.map((s) => s.url);

describe('the route table', () => {
  it.each([
    ['/apps/demo-app/rules', '/api/apps/demo-app/moderation/rules?limit=100'],
    ['/apps/demo-app/rules?limit=500&q=spam', '/api/apps/demo-app/moderation/rules?limit=500'],
    ['/apps/demo-app/rules/spam-links', '/api/apps/demo-app/moderation/rules/spam-links'],
    ['/apps/demo-app/blocked-messages', '/api/apps/demo-app/moderation/blocked-messages?limit=500'],
    [
      '/apps/demo-app/blocked-messages?limit=10000&rule=x',
      '/api/apps/demo-app/moderation/blocked-messages?limit=10000',
    ],
    ['/apps/demo-app/keywords/profanity-list', '/api/apps/demo-app/moderation/keywords/profanity-list'],
    ['/apps/demo-app/keywords/a%2Fb', '/api/apps/demo-app/moderation/keywords/a%2Fb'],
    ['/apps/demo-app/notifications/sounds', '/api/apps/demo-app/notifications/settings'],
  ])('%s asks for its data at navigation, before the session check has answered', async (path, request) => {
    const sent = stubServer();
    open(path);
    await vi.waitFor(() => expect(urls(sent)).toContain(request));
    // Nothing else is in front of it: not the app list, not the sidebar's rules or keyword lists.
    expect(urls(sent).sort()).toEqual([request, '/api/session'].sort());
  });

  it('asks again when a navigation changes the request, not for a filter', async () => {
    const sent = stubServer({ authRequired: false });
    const r = open('/apps/demo-app/rules');
    await vi.waitFor(() => expect(r.state.initialized).toBe(true));
    await r.navigate('/apps/demo-app/rules?q=spam');
    await r.navigate('/apps/demo-app/rules?limit=500');
    await vi.waitFor(() =>
      expect(urls(sent).filter((url) => url.includes('/rules'))).toEqual([
        '/api/apps/demo-app/moderation/rules?limit=100',
        '/api/apps/demo-app/moderation/rules?limit=500',
      ]),
    );
  });

  it.each(['/apps/demo-app/blocked-messages', '/apps/demo-app/rules?q=spam'])(
    '%s: a signed-out user goes to sign in with the way back, and no request goes on',
    async (path) => {
      const sent = stubServer({ authRequired: true });
      const r = open(path);
      await vi.waitFor(() => expect(r.state.location.pathname).toBe('/sign-in'));
      expect(new URLSearchParams(r.state.location.search).get('next')).toBe(path);
      // Sent beside the check and cancelled, or (its reader's code still loading) never sent.
      await import('../queries/blocked-messages.ts');
      for (let step = 0; step < 10; step++) await Promise.resolve();
      const list = sent.find((s) => s.url.startsWith('/api/apps/'));
      expect(list === undefined || list.signal?.aborted).toBe(true);
    },
  );

  it('opens an app at its rules', async () => {
    stubServer({ authRequired: false });
    const r = open('/apps/demo-app');
    await vi.waitFor(() => expect(r.state.location.pathname).toBe('/apps/demo-app/rules'));
  });
});
