import { hashKey, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { loadArchiveView } from '../features/blocked-messages/archive/archive-view-code.ts';
import { blockedListLimit } from '../features/blocked-messages/list-limit.ts';
import { ruleListLimit } from '../features/rules/lib/rule-limit.ts';
import { FLAGGED_LIMIT, REVIEWED_LIMIT } from '../config/decision-list-limits.ts';
import { ALL_KEYWORD_LISTS_LIMIT } from '../api/keyword-lists.ts';
import { keywordListQuery } from '../queries/keyword-lists.ts';
import { notificationSettingsQuery } from '../queries/notification-settings.ts';
import { blockedMessageKeys, decisionKeys, keywordListKeys } from '../queries/query-keys.ts';
import { ruleQuery, rulesQuery } from '../queries/rules.ts';
import { sessionQuery } from '../queries/session.ts';
import { senderQuery } from '../queries/users.ts';

/** A route's parameters, decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

/**
 * What a route asks for at navigation (its loader runs it, `routeLoader`): `start` sends the
 * page's main request; `key` names that request, so that a navigation which keeps it (a filter,
 * an open message) sends nothing again. `signal` aborts when the user goes elsewhere first.
 */
export interface RouteData {
  start: (params: Params, search: URLSearchParams, signal: AbortSignal) => void;
  key: (params: Params, search: URLSearchParams) => QueryKey;
  /** Code the page renders with at this address, beyond its own chunk: awaited by the loader (never data). */
  code?: (search: URLSearchParams) => Promise<unknown> | undefined;
}

/** The request a page cannot show its first rows without, from its URL alone. */
export type MainQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey> = (
  params: Params,
  search: URLSearchParams,
) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>;

/** The same, for a page whose query code loads in a chunk of its own. */
export interface LazyMainQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey> {
  /** Its key, known without its code: whether a navigation changes the request. */
  key: (params: Params, search: URLSearchParams) => QueryKey;
  /** Its code's chunk (what `load` waits for before it can ask). */
  code: () => Promise<unknown>;
  load: (params: Params, search: URLSearchParams) => Promise<FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>>;
}

/**
 * Each page's main query, built from the URL as the page itself builds it (same options, same
 * key), so what navigation starts is what the page's hook reads.
 */
export const mainQueries = {
  rules: (params: Params, search: URLSearchParams) => rulesQuery(params.appId ?? '', ruleListLimit(search)),
  rule: (params: Params) => ruleQuery(params.appId ?? '', params.ruleId ?? ''),
  keywordList: (params: Params) => keywordListQuery(params.appId ?? '', params.keywordId ?? ''),
  notifications: (params: Params) => notificationSettingsQuery(params.appId ?? ''),
  sender: (params: Params) => senderQuery(params.appId ?? '', params.uid ?? ''),
};

/** Infers a lazy main query's types from its `load`. */
function lazyMainQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  main: LazyMainQuery<TQueryFnData, TError, TData, TQueryKey>,
) {
  return main;
}

/**
 * The blocked messages' request is sent before any of the app's code, by public/early-data.js
 * (the route's loader adopts it), so its streaming reader need not weigh on every route's entry: it
 * loads in a small chunk beside the page's.
 */
const blockedMessagesCode = () => import('../queries/blocked-messages.ts');
export const blockedMessagesMain = lazyMainQuery({
  key: (params, search) => blockedMessageKeys.list(params.appId ?? '', blockedListLimit(search)),
  code: blockedMessagesCode,
  load: (params, search) =>
    blockedMessagesCode().then((m) => m.blockedMessagesQuery(params.appId ?? '', blockedListLimit(search))),
});

const ARCHIVE_URL_PARAMS = [
  'source',
  'q',
  'ruleId',
  'revisionId',
  'senderUid',
  'type',
  'status',
  'from',
  'to',
] as const;

/**
 * The blocked-messages route: Live as `blockedMessagesMain`; Archive (`?source=archive`) starts
 * its first page instead, through the archive's own code (never the live list, which the
 * archive view does not show). A change of the archive's filters asks again.
 */
export function blockedMessagesOnNavigation(queryClient: QueryClient): RouteData {
  const live = prefetchLazilyOnNavigation(queryClient, blockedMessagesMain);
  const isArchive = (search: URLSearchParams) => search.get('source') === 'archive';
  return {
    start: (params, search, signal) => {
      if (!isArchive(search)) return live.start(params, search, signal);
      const started = Date.now();
      void import('../features/blocked-messages/archive/first-page.ts')
        .then((m) =>
          m.prefetchArchiveFirstPage(
            queryClient,
            params.appId ?? '',
            search,
            (queryKey) => signal.aborted || signedOut(queryClient) || askedSince(queryClient, queryKey, started),
          ),
        )
        .catch(() => undefined);
    },
    // The archive's view loads beside the page's chunk, so the page renders it at once.
    code: (search) => (isArchive(search) ? loadArchiveView().catch(() => undefined) : undefined),
    key: (params, search) =>
      isArchive(search)
        ? ['archive', params.appId ?? '', ARCHIVE_URL_PARAMS.map((name) => search.get(name))]
        : blockedMessagesMain.key(params, search),
  };
}

// Pages opened less often than the lists: their request code loads beside the page, not in every route's entry.
const keywordListsCode = () => import('../queries/keyword-lists.ts');
export const keywordListsMain = lazyMainQuery({
  key: (params) => keywordListKeys.list(params.appId ?? '', ALL_KEYWORD_LISTS_LIMIT),
  code: keywordListsCode,
  load: (params) => keywordListsCode().then((m) => m.keywordListIndexQuery(params.appId ?? '')),
});
const decisionsCode = () => import('../queries/decisions.ts');
export const flaggedMessagesMain = lazyMainQuery({
  key: (params) => decisionKeys.flagged(params.appId ?? '', FLAGGED_LIMIT),
  code: decisionsCode,
  load: (params) => decisionsCode().then((m) => m.flaggedMessagesQuery(params.appId ?? '', FLAGGED_LIMIT)),
});
export const reviewedMessagesMain = lazyMainQuery({
  key: (params) => decisionKeys.reviewed(params.appId ?? '', REVIEWED_LIMIT),
  code: decisionsCode,
  load: (params) => decisionsCode().then((m) => m.reviewedMessagesQuery(params.appId ?? '', REVIEWED_LIMIT)),
});

export const flagReasonsMain = lazyMainQuery({
  key: (params) => decisionKeys.reasons(params.appId ?? ''),
  code: decisionsCode,
  load: (params) => decisionsCode().then((m) => m.flagReasonsQuery(params.appId ?? '')),
});

const TREND_URL_PARAMS = ['range', 'bucket', 'from', 'to'] as const;
const trendsCode = () =>
  Promise.all([import('../features/trends/lib/trend-range.ts'), import('../queries/archive-stats.ts')]);

/**
 * The chart's counts for the range in the URL, read as the page reads it (same hour, same key).
 * What the range's words mean is worked out with the query's own code, outside every route's
 * entry: the words alone say whether a navigation changes the request.
 */
export const trendsMain = lazyMainQuery({
  key: (params, search) => ['trends', params.appId ?? '', TREND_URL_PARAMS.map((name) => search.get(name))],
  code: trendsCode,
  load: (params, search) =>
    trendsCode().then(([range, m]) => {
      const { bucket, from, to } = range.readTrendRange(search, Date.now() / 1000);
      return m.archiveTrendsQuery(params.appId ?? '', { bucket, from, to });
    }),
});

/** The next task, through a message port: unlike a timer, it is not slowed in a background tab. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A page's code asks for a dozen modules, which would take the browser's six connections to this
 * host ahead of the page's data request: the code is asked for one task after the request.
 */
export function afterMainRequest<T>(load: () => Promise<T>): () => Promise<T> {
  return () => nextTask().then(load);
}

/**
 * The same for a page whose query code is a chunk of its own: the page's code is asked for once
 * that chunk is in, when the request is sent, so the request never waits behind the page's
 * modules (measured: flagged and reviewed messages' requests started 20-80 ms after their page's
 * chunk had loaded). The query's chunk is small and the page imports it anyway.
 */
export function afterMainCode<T>(main: { code: () => Promise<unknown> }, load: () => Promise<T>): () => Promise<T> {
  return () => main.code().then(nextTask).then(load);
}

/**
 * Render as you fetch: at navigation, the page's main request starts beside the session check
 * and the route's code chunk, and nothing awaits it (the page shows its frame and reads the
 * request in flight). The app id comes from the URL, so neither the app list nor the session is
 * waited for.
 */
export function prefetchOnNavigation<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  main: MainQuery<TQueryFnData, TError, TData, TQueryKey>,
): RouteData {
  return {
    // Errors are the page's to show (its hook reads the same query); none may escape here.
    start: (params, search) => void queryClient.prefetchQuery(main(params, search)),
    key: (params, search) => main(params, search).queryKey,
  };
}

/** The same for a query whose code loads in a chunk of its own (`blockedMessagesMain`). */
export function prefetchLazilyOnNavigation<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  main: LazyMainQuery<TQueryFnData, TError, TData, TQueryKey>,
): RouteData {
  return {
    start: (params, search, signal) => {
      const started = Date.now();
      void main
        .load(params, search)
        // Not once the session check has sent the user to sign in (it cancels what was already asked),
        // nor when the page, mounted while this code loaded, has asked already.
        .then((options) =>
          signal.aborted || signedOut(queryClient) || askedSince(queryClient, options.queryKey, started)
            ? undefined
            : queryClient.prefetchQuery(options),
        )
        .catch(() => undefined);
    },
    key: main.key,
  };
}

/** Whether the query was fetched, or is being fetched, since `since`: a second ask would replace its answer. */
export function askedSince(queryClient: QueryClient, queryKey: QueryKey, since: number): boolean {
  const state = queryClient.getQueryState(queryKey);
  if (!state) return false;
  return state.fetchStatus === 'fetching' || state.dataUpdatedAt >= since || state.errorUpdatedAt >= since;
}

function signedOut(queryClient: QueryClient): boolean {
  const session = queryClient.getQueryData(sessionQuery().queryKey);
  return session?.authRequired === true && !session.user;
}

/**
 * The route's loader and revalidation rule from what it asks for. The loader awaits nothing
 * (the page shows its frame and reads the request in flight); the route asks again only when the
 * request its address names changes, never for a filter or an open message.
 */
export function routeLoader(data: RouteData) {
  const keyOf = (params: Params, url: URL) => hashKey(data.key(params, url.searchParams));
  return {
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const search = new URL(request.url).searchParams;
      data.start(params, search, request.signal);
      await data.code?.(search);
      return null;
    },
    shouldRevalidate: ({ currentParams, currentUrl, nextParams, nextUrl }: ShouldRevalidateFunctionArgs) =>
      keyOf(currentParams, currentUrl) !== keyOf(nextParams, nextUrl),
  };
}
