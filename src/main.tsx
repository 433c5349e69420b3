import './app/mantine-styles.ts';
import './app/global.css';
import './app/first-rows.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createRoutes, followFirstLoad } from './app/router.tsx';
import { PagePreloadProvider } from './components/page-link.tsx';
import { createQueryClient } from './queries/query-client.ts';

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
// Started here, before React renders: each route's loader sends its page's request at once.
const router = createBrowserRouter(routes);
followFirstLoad(router);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** A link's page code, asked for on intent: the router would load it only after the click. */
const preloadPage = (path: string) => {
  for (const { route } of matchRoutes(routes, new URL(path, window.location.href).pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
};

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <PagePreloadProvider preload={preloadPage}>
        <RouterProvider router={router} />
      </PagePreloadProvider>
    </Providers>
  </StrictMode>,
);
