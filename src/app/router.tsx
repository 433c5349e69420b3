import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { appsQuery } from '../queries/apps.ts';
import { RouteError } from '../components/route-error.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { paths, routePatterns } from './paths.ts';

/**
 * Pages load lazily (one chunk per route); each route has its own error boundary so one
 * broken page leaves the shell and navigation working.
 */
function appRoutes(): RouteObject[] {
  return [
    { index: true, loader: ({ params }) => redirect(paths.rules(params.appId ?? '')) },
    {
      path: routePatterns.rules,
      errorElement: <RouteError />,
      lazy: () => import('../features/rules/rules-page.tsx').then((m) => ({ Component: m.RulesPage })),
    },
    {
      path: routePatterns.rule,
      errorElement: <RouteError />,
      lazy: () => import('../features/rules/rule-detail-page.tsx').then((m) => ({ Component: m.RuleDetailPage })),
    },
    {
      path: routePatterns.blockedMessages,
      errorElement: <RouteError />,
      lazy: () =>
        import('../features/blocked-messages/blocked-messages-page.tsx').then((m) => ({ Component: m.BlockedMessagesPage })),
    },
    {
      path: routePatterns.keywordList,
      errorElement: <RouteError />,
      lazy: () => import('../features/keywords/keyword-list-page.tsx').then((m) => ({ Component: m.KeywordListPage })),
    },
    ...[routePatterns.notifications, routePatterns.notificationsTab].map((path) => ({
      path,
      errorElement: <RouteError />,
      lazy: () =>
        import('../features/notifications/notification-settings-page.tsx').then((m) => ({
          Component: m.NotificationSettingsPage,
        })),
    })),
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      loader: async () => {
        const apps = await queryClient.ensureQueryData(appsQuery());
        const first = apps[0];
        return first ? redirect(paths.rules(first.appId)) : null;
      },
      element: <NotFoundPage title="No apps configured" message="The server's connections file lists no apps." />,
    },
    {
      path: routePatterns.app,
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: appRoutes(),
    },
    { path: '*', element: <NotFoundPage /> },
  ]);
}
