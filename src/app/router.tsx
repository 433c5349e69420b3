import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { appsQuery } from '../queries/apps.ts';
import { sessionQuery } from '../queries/session.ts';
import { RouteError } from '../components/route-error.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { lazyPages } from './lazy-pages.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { paths, routePatterns } from '../config/paths.ts';
import { requireSignedIn } from './session-loader.ts';
import { SettingsAccess } from './settings-access.tsx';

/**
 * Pages load lazily (one chunk per route, see lazy-pages.ts); each route has its own error boundary so one
 * broken page leaves the shell and navigation working.
 */
function appRoutes(): RouteObject[] {
  return [
    { index: true, loader: ({ params }) => redirect(paths.rules(params.appId ?? '')) },
    {
      path: routePatterns.rules,
      errorElement: <RouteError />,
      lazy: lazyPages.rules.load,
    },
    {
      path: routePatterns.rule,
      errorElement: <RouteError />,
      lazy: lazyPages.rule.load,
    },
    {
      path: routePatterns.blockedMessages,
      errorElement: <RouteError />,
      lazy: lazyPages.blockedMessages.load,
    },
    {
      path: routePatterns.keywordLists,
      errorElement: <RouteError />,
      lazy: () => import('../features/keywords/keyword-lists-page.tsx').then((m) => ({ Component: m.KeywordListsPage })),
    },
    {
      path: routePatterns.flaggedMessages,
      errorElement: <RouteError />,
      lazy: () => import('../features/flagged-messages/flagged-messages-page.tsx').then((m) => ({ Component: m.FlaggedMessagesPage })),
    },
    {
      path: routePatterns.reviewedMessages,
      errorElement: <RouteError />,
      lazy: () => import('../features/reviewed-messages/reviewed-messages-page.tsx').then((m) => ({ Component: m.ReviewedMessagesPage })),
    },
    {
      path: routePatterns.keywordList,
      errorElement: <RouteError />,
      lazy: lazyPages.keywordList.load,
    },
    {
      // Viewers get a refusal in words here, and never load the settings page's code.
      element: <SettingsAccess />,
      errorElement: <RouteError />,
      children: [routePatterns.notifications, routePatterns.notificationsTab].map((path) => ({
        path,
        errorElement: <RouteError />,
        lazy: lazyPages.notifications.load,
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
          children: appRoutes(),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
