import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Route } from 'wouter';
import { RouterProvider } from '../lib/routing.tsx';
import { theme } from '../app/theme.ts';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  /** Start URL; the element is mounted at `routePath`. */
  url?: string;
  routePath?: string;
  queryClient?: QueryClient;
}

/** Render inside the app's providers: Mantine (test env: no transitions), React Query, the router (at `url` in the address bar). */
export function render(ui: ReactElement, { url = '/', routePath = '*', queryClient, ...options }: Options = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  window.history.replaceState(null, '', url);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <RouterProvider>{children}</RouterProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient: client, ...testingLibraryRender(<Route path={routePath}>{ui}</Route>, { wrapper: Wrapper, ...options }) };
}

export * from '@testing-library/react';
