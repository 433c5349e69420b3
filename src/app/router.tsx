import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Loader } from '@mantine/core';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { appsQuery } from '../queries/apps.ts';
import { sessionQuery } from '../queries/session.ts';
import { RouteError, RouteErrorBoundary } from '../components/route-error.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { lazyPart } from '../lib/lazy-part.ts';
import { Navigate, useLocation, useParams } from '../lib/routing.tsx';
import { lazyPages } from './lazy-pages.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { paths, routePatterns } from '../config/paths.ts';
import {
  afterMainCode, afterMainRequest, blockedMessagesOnNavigation, flaggedMessagesMain, keywordListsMain, mainQueries, prefetchLazilyOnNavigation, prefetchOnNavigation, reviewedMessagesMain, trendsMain,
  type RouteData,
} from './route-data.ts';
import type { NavigationRoute } from './navigation.ts';
import { SettingsAccess } from './settings-access.tsx';
import { HomePage } from './home-page.tsx';

type Page = ReturnType<typeof lazyPart<object>>;
interface PageRoute extends NavigationRoute {
  page: Page;
  /** Admins only (a viewer is told why, and never loads the page's code). */
  settings?: boolean;
}

const page = (load: () => Promise<ComponentType<object>>): Page => lazyPart(load);
const pageRoute = (pattern: string, data: RouteData, part: Page, settings = false): PageRoute => ({ pattern, signedIn: true, data, page: part, preload: part.preload, settings });

/**
 * Every page and what it asks for at navigation (navigation.ts starts it, render as you fetch).
 * Pages load lazily, one chunk each (lazy-pages.ts); each has its own error boundary, so one
 * broken page leaves the shell and navigation working.
 */
export function createRoutes(queryClient: QueryClient) {
  const signIn = page(lazyPages.signIn.load);
  const pages: PageRoute[] = [
    pageRoute(routePatterns.rules, prefetchOnNavigation(queryClient, mainQueries.rules), page(afterMainRequest(lazyPages.rules.load))),
    pageRoute(routePatterns.rule, prefetchOnNavigation(queryClient, mainQueries.rule), page(afterMainRequest(lazyPages.rule.load))),
    pageRoute(routePatterns.blockedMessages, blockedMessagesOnNavigation(queryClient), page(afterMainRequest(lazyPages.blockedMessages.load))),
    pageRoute(routePatterns.keywordLists, prefetchLazilyOnNavigation(queryClient, keywordListsMain), page(afterMainCode(keywordListsMain, lazyPages.keywordLists.load))),
    pageRoute(routePatterns.flaggedMessages, prefetchLazilyOnNavigation(queryClient, flaggedMessagesMain), page(afterMainCode(flaggedMessagesMain, lazyPages.flaggedMessages.load))),
    pageRoute(routePatterns.reviewedMessages, prefetchLazilyOnNavigation(queryClient, reviewedMessagesMain), page(afterMainCode(reviewedMessagesMain, lazyPages.reviewedMessages.load))),
    pageRoute(routePatterns.trends, prefetchLazilyOnNavigation(queryClient, trendsMain), page(afterMainCode(trendsMain, lazyPages.trends.load))),
    pageRoute(routePatterns.keywordList, prefetchOnNavigation(queryClient, mainQueries.keywordList), page(afterMainRequest(lazyPages.keywordList.load))),
    pageRoute(routePatterns.keywordListEdit, prefetchOnNavigation(queryClient, mainQueries.keywordList), page(afterMainRequest(lazyPages.keywordListEdit.load)), true),
    // Also for a viewer, who is refused in words: the server answers 403, never the settings.
    pageRoute(routePatterns.notifications, prefetchOnNavigation(queryClient, mainQueries.notifications), page(afterMainRequest(lazyPages.notifications.load)), true),
  ];
  const home: NavigationRoute = {
    pattern: paths.home(),
    signedIn: true,
    data: { start: () => void queryClient.prefetchQuery(appsQuery()), key: () => appsQuery().queryKey },
  };
  /** In the order they are matched. */
  const all: NavigationRoute[] = [{ pattern: routePatterns.signIn, signedIn: false, preload: signIn.preload }, home, ...pages];
  return { signIn, pages, all };
}

export type Routes = ReturnType<typeof createRoutes>;

/** Where a page shows while its code loads (a first visit whose code the link did not ask for already). */
function PageLoading() {
  return <Loader size="sm" aria-label="Loading page" m="xs" />;
}

function PageView({ part }: { part: Page }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <part.Component />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every page but sign-in: signed in first (or no sign-in configured); navigation.ts sends anyone else to sign in. */
function SignedIn({ children }: { children: ReactNode }) {
  const session = useQuery(sessionQuery());
  if (session.isError) return <RouteError error={session.error} />;
  if (session.isPending || (session.data.authRequired && !session.data.user)) return null;
  return children;
}

function AppIndex() {
  const { appId = '' } = useParams();
  return <Navigate replace to={paths.rules(appId)} />;
}

function AppPages({ pages }: { pages: readonly PageRoute[] }) {
  return (
    <Switch>
      <Route path={routePatterns.app}>
        <AppIndex />
      </Route>
      {pages.map((route) => (
        <Route key={route.pattern} path={route.pattern}>
          {route.settings ? (
            <SettingsAccess>
              <PageView part={route.page} />
            </SettingsAccess>
          ) : (
            <PageView part={route.page} />
          )}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

export function AppRoutes({ routes }: { routes: Routes }) {
  return (
    <RouteErrorBoundary>
      <Switch>
        <Route path={routePatterns.signIn}>
          <PageView part={routes.signIn} />
        </Route>
        <Route path={paths.home()}>
          <SignedIn>
            <HomePage />
          </SignedIn>
        </Route>
        <Route path={`${routePatterns.app}/*?`}>
          <SignedIn>
            <AppLayout>
              <AppPages pages={routes.pages} />
            </AppLayout>
          </SignedIn>
        </Route>
        <Route>
          <SignedIn>
            <NotFoundPage />
          </SignedIn>
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
