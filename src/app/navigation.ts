import { hashKey, type QueryClient } from '@tanstack/react-query';
import { parse } from 'regexparam';
import { navigate } from 'wouter/use-browser-location';
import { decodeParam } from '../lib/routing.tsx';
import { returnPathOf } from '../lib/safe-return-path.ts';
import { appKeys } from '../queries/query-keys.ts';
import { sessionQuery } from '../queries/session.ts';
import { paths } from '../config/paths.ts';
import type { Params, RouteData } from './route-data.ts';

/** A route as navigation sees it: its pattern, what it asks for, and its page's code. */
export interface NavigationRoute {
  pattern: string;
  /** Only for the signed-in: anyone else goes to sign in. */
  signedIn: boolean;
  data?: RouteData;
  preload?: () => Promise<unknown>;
}

export interface Match {
  route: NavigationRoute;
  params: Params;
}

/** The first route whose pattern matches the path (patterns as wouter reads them), with its decoded parameters. */
export function matchPath(routes: readonly NavigationRoute[], pathname: string): Match | undefined {
  for (const route of routes) {
    const { pattern, keys } = parse(route.pattern);
    const found = pattern.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(keys.map((key, i) => [key, decodeParam(found[i + 1])]));
    return { route, params };
  }
  return undefined;
}

/** Whether going from one address to another changes the request the route names (a filter or an open message does not). */
export function asksAgain(from: { match: Match | undefined; search: URLSearchParams } | undefined, to: { match: Match; search: URLSearchParams }): boolean {
  const data = to.match.route.data;
  if (!data) return false;
  if (!from?.match || from.match.route !== to.match.route) return true;
  return hashKey(data.key(from.match.params, from.search)) !== hashKey(data.key(to.match.params, to.search));
}

/**
 * Render as you fetch: on every navigation (and once at start), before React renders anything,
 * the route's main request starts, its page's code is asked for, and the session is checked. A
 * signed-out user of a page that needs sign-in goes to the sign-in page, and what the page asked
 * for is cancelled. Returns a function that stops listening.
 */
export function startNavigation(queryClient: QueryClient, routes: readonly NavigationRoute[]): () => void {
  let current: { match: Match | undefined; search: URLSearchParams; controller: AbortController } | undefined;

  const onNavigation = () => {
    const { pathname, search: rawSearch } = window.location;
    const search = new URLSearchParams(rawSearch);
    const match = matchPath(routes, pathname);
    if (current && current.match?.route === match?.route && !(match && asksAgain(current, { match, search }))) {
      current = { ...current, match, search };
      return;
    }
    current?.controller.abort();
    const controller = new AbortController();
    current = { match, search, controller };
    if (match) {
      match.route.data?.start(match.params, search, controller.signal);
      void match.route.preload?.().catch(() => undefined);
    }
    void queryClient
      .ensureQueryData(sessionQuery())
      .then((session) => {
        // An address no route matches shows the dashboard's own "not found", behind sign-in too.
        const needsSignIn = match ? match.route.signedIn : true;
        if (!needsSignIn || !session.authRequired || session.user || controller.signal.aborted) return;
        // The page's request went out beside this check: nobody will read its answer.
        controller.abort();
        void queryClient.cancelQueries({ queryKey: appKeys.all });
        navigate(paths.signIn(returnPathOf(window.location)), { replace: true });
      })
      // A failed check is the page's to show (the sign-in gate reads the same query).
      .catch(() => undefined);
  };

  const events = ['popstate', 'pushState', 'replaceState'] as const;
  for (const event of events) window.addEventListener(event, onNavigation);
  onNavigation();
  return () => {
    for (const event of events) window.removeEventListener(event, onNavigation);
    current?.controller.abort();
  };
}
