import './app/mantine-styles.ts';
import './app/global.css';
import './app/first-rows.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { matchPath, startNavigation } from './app/navigation.ts';
import { AppRoutes, createRoutes } from './app/router.tsx';
import { RouterProvider } from './lib/routing.tsx';
import { createQueryClient } from './queries/query-client.ts';

const queryClient = createQueryClient();
const routes = createRoutes(queryClient);
startNavigation(queryClient, routes.all);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const pageAt = (path: string) => matchPath(routes.all, new URL(path, window.location.href).pathname)?.route.preload;
const preloadPage = (path: string) => void pageAt(path)?.().catch(() => undefined);

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider preload={preloadPage}>
          <AppRoutes routes={routes} />
        </RouterProvider>
      </Providers>
    </StrictMode>,
  );

// The first page's code comes before the first render, so that render already holds the page
// (which takes over the rows painted before the app, public/first-rows.js) and not a spinner.
const first = pageAt(window.location.pathname);
void (first ? first().catch(() => undefined) : Promise.resolve()).then(render);
