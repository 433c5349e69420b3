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

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider>
          <AppRoutes routes={routes} />
        </RouterProvider>
      </Providers>
    </StrictMode>,
  );

// The first page's code comes before the first render, so that render already holds the page
// (which takes over the rows painted before the app, public/first-rows.js) and not a spinner.
const first = matchPath(routes.all, window.location.pathname)?.route.preload;
void (first ? first().catch(() => undefined) : Promise.resolve()).then(render);
