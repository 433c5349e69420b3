import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { redirect, replace, type RouteObject } from 'react-router';
import { sessionQuery } from '../queries/session.ts';
import { RouteError } from '../components/route-error.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { lazyPages } from './lazy-pages.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { paths, routePatterns } from '../../contract/paths.ts';
import {
  blockedMessagesRouteCode,
  blockedMessagesRouteQuery,
  pageLoader,
  pageQueries,
  senderCaseRouteQuery,
  type PageQuery,
} from './route-data.ts';
import { signedInLoader } from './session-loader.ts';
import { SettingsAccess } from './settings-access.tsx';
import { HomePage } from './home-page.tsx';
import { FIRST_TAB } from '../features/notifications/model/tabs.ts';

/**
 * A page's code that did not load becomes a page that throws its error, so that the route's
 * error element says so. React Router renders a route whose `lazy` rejected as one still
 * loading (nothing below the root), which left the whole dashboard blank.
 */
const orFailedPage = (lazy: () => Promise<{ Component: ComponentType }>) => () =>
  lazy().catch((error: unknown) => ({
    Component: () => {
      throw error;
    },
  }));

/** A page: its own chunk, its main request started by its loader, its own error boundary. */
const page = (
  path: string,
  loader: ReturnType<typeof pageLoader>,
  lazy: () => Promise<{ Component: ComponentType }>,
): RouteObject => ({
  path,
  errorElement: <RouteError />,
  ...loader,
  lazy: orFailedPage(lazy),
});

/** Whether the router has finished its first load (`followFirstLoad`). */
let firstLoadDone = () => false;

/**
 * Where an index address goes. On the first load (an address typed or followed) its entry is
 * replaced: a redirect there pushes a second entry, and Back landed on the same page again. In
 * an in-app navigation it is a plain redirect, carried by the navigation's own push: a replace
 * there would overwrite the page the user came from, and Back would skip it.
 */
const toIndexPage = (to: string) => (firstLoadDone() ? redirect(to) : replace(to));

/**
 * Every page of an app, in the app's shell. Pages load lazily (one chunk each, lazy-pages.ts);
 * each route's loader starts its main request at the same time without awaiting
 * its answer (render as you fetch, route-data.ts), and one broken page leaves the shell and navigation working.
 */
function appPages(queryClient: QueryClient): RouteObject[] {
  const starts = (query: PageQuery) => pageLoader(queryClient, query);
  return [
    { index: true, loader: ({ params }) => toIndexPage(paths.rules(params.appId ?? '')) },
    page(routePatterns.rules, starts(pageQueries.rules), lazyPages.rules.load),
    page(routePatterns.rule, starts(pageQueries.rule), lazyPages.rule.load),
    // Admins only, as the keyword-list editor.
    page(routePatterns.ruleEdit, starts(pageQueries.rule), lazyPages.ruleEdit.load),
    page(routePatterns.ruleCopy, starts(pageQueries.rule), lazyPages.ruleCopy.load),
    page(
      routePatterns.blockedMessages,
      pageLoader(queryClient, blockedMessagesRouteQuery, blockedMessagesRouteCode),
      lazyPages.blockedMessages.load,
    ),
    page(routePatterns.keywordLists, starts(pageQueries.keywordLists), lazyPages.keywordLists.load),
    page(routePatterns.flaggedMessages, starts(pageQueries.flaggedMessages), lazyPages.flaggedMessages.load),
    page(routePatterns.reviewedMessages, starts(pageQueries.reviewedMessages), lazyPages.reviewedMessages.load),
    page(routePatterns.trends, starts(pageQueries.trends), lazyPages.trends.load),
    page(routePatterns.flagReasons, starts(pageQueries.flagReasons), lazyPages.flagReasons.load),
    page(routePatterns.keywordList, starts(pageQueries.keywordList), lazyPages.keywordList.load),
    // Admins only: the page tells anyone else why there is no editor, and the server refuses the write.
    // A new rule's first condition offers the keyword lists: they are asked for at navigation.
    page(routePatterns.ruleNew, starts(pageQueries.keywordLists), lazyPages.ruleNew.load),
    // A new list asks for nothing of its own.
    {
      path: routePatterns.keywordListNew,
      errorElement: <RouteError />,
      lazy: orFailedPage(lazyPages.keywordListNew.load),
    },
    page(routePatterns.keywordListEdit, starts(pageQueries.keywordList), lazyPages.keywordListEdit.load),
    // A sender's case: the user as the service knows them and their archived blocks are asked for at navigation.
    page(routePatterns.sender, starts(senderCaseRouteQuery), lazyPages.sender.load),
    // Opened without a tab, on its first: redirected before anything renders, so that coming from
    // another tab of the form keeps the form (and its edits) mounted.
    {
      path: routePatterns.notificationsIndex,
      loader: ({ params }) => toIndexPage(paths.notifications(params.appId ?? '', FIRST_TAB)),
    },
    {
      // Viewers get a refusal in words here, and never load the settings page's code. The request
      // goes out for them too: the server answers 403, never the settings.
      element: <SettingsAccess />,
      errorElement: <RouteError />,
      children: [page(routePatterns.notifications, starts(pageQueries.notifications), lazyPages.notifications.load)],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/**
 * Until the first page's code and session check are in, nothing is rendered: the page painted so
 * far (on the blocked messages, the newest rows from src/app/first-rows) stays as it is.
 */
const NothingYet = () => null;

/** The route table: sign-in, and behind the one signed-in check every other page. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: routePatterns.signIn,
      HydrateFallback: NothingYet,
      errorElement: <RouteError />,
      loader: async () => {
        await queryClient.ensureQueryData(sessionQuery());
        return null;
      },
      lazy: orFailedPage(lazyPages.signIn.load),
    },
    {
      id: 'signed-in',
      HydrateFallback: NothingYet,
      // Also run again when a 401 ends the session (use-session-expiry.ts).
      loader: signedInLoader(queryClient),
      errorElement: <RouteError />,
      children: [
        {
          path: paths.home(),
          errorElement: <RouteError />,
          ...pageLoader(queryClient, pageQueries.apps),
          element: <HomePage />,
        },
        {
          path: routePatterns.app,
          element: <AppLayout />,
          errorElement: <RouteError />,
          children: appPages(queryClient),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** Lets the index redirects tell the router's first load from an in-app navigation (`toIndexPage`). */
export function followFirstLoad(router: { state: { initialized: boolean } }) {
  firstLoadDone = () => router.state.initialized;
}
