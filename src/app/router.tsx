import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { appsQuery } from '../queries/apps.ts';
import { sessionQuery } from '../queries/session.ts';
import { RouteError } from '../components/route-error.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { lazyPages } from './lazy-pages.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { paths, routePatterns } from '../config/paths.ts';
import {
  afterMainCode, afterMainRequest, blockedMessagesOnNavigation, flaggedMessagesMain, keywordListsMain, mainQueries, prefetchLazilyOnNavigation, prefetchOnNavigation, reviewedMessagesMain, trendsMain,
} from './route-data.ts';
import { requireSignedIn } from './session-loader.ts';
import { SettingsAccess } from './settings-access.tsx';

/**
 * Pages load lazily (one chunk per route, see lazy-pages.ts); each route's loader starts its
 * main request at the same time (render as you fetch, route-data.ts). Each route has its own error boundary so one
 * broken page leaves the shell and navigation working.
 */
function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    { index: true, loader: ({ params }) => redirect(paths.rules(params.appId ?? '')) },
    {
      path: routePatterns.rules,
      errorElement: <RouteError />,
      ...prefetchOnNavigation(queryClient, mainQueries.rules),
      lazy: afterMainRequest(lazyPages.rules.load),
    },
    {
      path: routePatterns.rule,
      errorElement: <RouteError />,
      ...prefetchOnNavigation(queryClient, mainQueries.rule),
      lazy: afterMainRequest(lazyPages.rule.load),
    },
    {
      path: routePatterns.blockedMessages,
      errorElement: <RouteError />,
      ...blockedMessagesOnNavigation(queryClient),
      lazy: afterMainRequest(lazyPages.blockedMessages.load),
    },
    {
      path: routePatterns.keywordLists,
      errorElement: <RouteError />,
      ...prefetchLazilyOnNavigation(queryClient, keywordListsMain),
      lazy: afterMainCode(keywordListsMain, lazyPages.keywordLists.load),
    },
    {
      path: routePatterns.flaggedMessages,
      errorElement: <RouteError />,
      ...prefetchLazilyOnNavigation(queryClient, flaggedMessagesMain),
      lazy: afterMainCode(flaggedMessagesMain, lazyPages.flaggedMessages.load),
    },
    {
      path: routePatterns.reviewedMessages,
      errorElement: <RouteError />,
      ...prefetchLazilyOnNavigation(queryClient, reviewedMessagesMain),
      lazy: afterMainCode(reviewedMessagesMain, lazyPages.reviewedMessages.load),
    },
    {
      path: routePatterns.trends,
      errorElement: <RouteError />,
      ...prefetchLazilyOnNavigation(queryClient, trendsMain),
      lazy: afterMainCode(trendsMain, lazyPages.trends.load),
    },
    {
      path: routePatterns.keywordList,
      errorElement: <RouteError />,
      ...prefetchOnNavigation(queryClient, mainQueries.keywordList),
      lazy: afterMainRequest(lazyPages.keywordList.load),
    },
    {
      // Viewers get a refusal in words here, and never load the settings page's code.
      element: <SettingsAccess />,
      errorElement: <RouteError />,
      children: [routePatterns.notifications, routePatterns.notificationsTab].map((path) => ({
        path,
        errorElement: <RouteError />,
        // Also for a viewer, who is refused in words: the server answers 403, never the settings.
        ...prefetchOnNavigation(queryClient, mainQueries.notifications),
        lazy: afterMainRequest(lazyPages.notifications.load),
      })),
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      path: routePatterns.signIn,
      errorElement: <RouteError />,
      loader: async () => {
        await queryClient.ensureQueryData(sessionQuery());
        return null;
      },
      lazy: lazyPages.signIn.load,
    },
    {
      // Every other page: signed in first (or no sign-in configured).
      loader: async ({ request }) => {
        await requireSignedIn(queryClient, request);
        return null;
      },
      errorElement: <RouteError />,
      children: [
        {
          path: '/',
          errorElement: <RouteError />,
          loader: async ({ request }) => {
            // Loaders run side by side: the app list must wait for the session check.
            await requireSignedIn(queryClient, request);
            const apps = await queryClient.ensureQueryData(appsQuery());
            const first = apps[0];
            return first ? redirect(paths.rules(first.appId)) : null;
          },
          element: <NotFoundPage title="No apps configured" message="The server's connections file lists no apps you may open." />,
        },
        {
          path: routePatterns.app,
          element: <AppLayout />,
          errorElement: <RouteError />,
          children: appRoutes(queryClient),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
