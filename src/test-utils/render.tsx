import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme.ts';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Start URL; the element is mounted at `routePath`. */
  url?: string;
  routePath?: string;
  queryClient?: QueryClient;
  /** `browser`: the tab's own history (jsdom's), for code that reads it as the app does; `url` is pushed onto it. */
  history?: 'memory' | 'browser';
}

/**
 * Render inside the app's providers: Mantine (test env: no transitions), React Query, and a
 * memory data router at `url` with the element as the route at `routePath`. The router is
 * returned, so a test can read where the page went (`router.state.location`).
 */
export function render(
  ui: ReactElement,
  { url = '/', routePath = '*', queryClient, history = 'memory', ...options }: Options = {},
) {
  const client =
    queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes = [{ path: routePath, element: ui }];
  if (history === 'browser') window.history.pushState(null, '', url);
  const router =
    history === 'browser' ? createBrowserRouter(routes) : createMemoryRouter(routes, { initialEntries: [url] });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return {
    queryClient: client,
    router,
    ...testingLibraryRender(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }),
  };
}

export * from '@testing-library/react';
