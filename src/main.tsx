import './app/mantine-styles.ts';
import './app/global.css';
import './app/first-rows.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createRoutes, followFirstLoad } from './app/router.tsx';
import { PagePreloadProvider } from './components/page-link.tsx';
import { createQueryClient } from './queries/query-client.ts';

/**
 * The app's start, in a task of its own after its modules' evaluation: a key pressed on the rows
 * painted before the app ran (src/app/first-rows) is answered between the two, not after both.
 */
function start() {
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

  const reactRoot = createRoot(root);
  // Rendered as a transition, in slices that give way to input: the painted rows keep answering
  // j, k, Enter and clicks while React builds the page (a first render is otherwise one long task).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <PagePreloadProvider preload={preloadPage}>
            <RouterProvider router={router} />
          </PagePreloadProvider>
        </Providers>
      </StrictMode>,
    ),
  );
}

setTimeout(start);
