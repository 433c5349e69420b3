import { hashKey, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { loadArchiveView } from '../features/blocked-messages/archive/archive-view-code.ts';
import { blockedListLimit } from '../features/blocked-messages/list-limit.ts';
import { ruleListLimit } from '../features/rules/lib/rule-limit.ts';
import { FLAGGED_LIMIT, REVIEWED_LIMIT } from '../config/decision-list-limits.ts';
import { ALL_KEYWORD_LISTS_LIMIT } from '../api/keyword-lists.ts';
import { appsQuery } from '../queries/apps.ts';
import {
  blockedMessageKeys,
  decisionKeys,
  keywordListKeys,
  notificationSettingsKeys,
  ruleKeys,
  userKeys,
} from '../queries/query-keys.ts';
import { sessionQuery } from '../queries/session.ts';

/** A route's parameters, decoded. */
export type Params = Readonly<Record<string, string | undefined>>;

/**
 * A page's main query, as its route's loader starts it: `key` names the request from the URL
 * alone (without the query's code), so that a navigation which keeps it (a filter, an open
 * message) does not run the loader again; `prefetch` sends it with the very `queryOptions` the
 * page's hook reads, and resolves once it is sent, never with the answer. `skip` says the
 * navigation is over or the user must sign in first.
 */
export interface PageQuery {
  key: (params: Params, search: URLSearchParams) => QueryKey;
  prefetch: (queryClient: QueryClient, params: Params, search: URLSearchParams, skip: () => boolean) => Promise<void>;
}

type Options<TQueryFnData, TError, TData, TQueryKey extends QueryKey> = (
  params: Params,
  search: URLSearchParams,
) => FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>;

/** A query whose options are in every route's entry. */
function pageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: Options<TQueryFnData, TError, TData, TQueryKey>,
): PageQuery {
  return {
    key: (params, search) => options(params, search).queryKey,
    prefetch: (queryClient, params, search, skip) =>
      Promise.resolve(skip() ? undefined : void queryClient.prefetchQuery(options(params, search))),
  };
}

/** A query whose code is a chunk of its own, beside its page's: its key is known without it. */
function lazyPageQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  key: PageQuery['key'],
  load: (params: Params, search: URLSearchParams) => Promise<FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>>,
): PageQuery {
  return {
    key,
    prefetch: async (queryClient, params, search, skip) => {
      const options = await load(params, search);
      if (!skip()) void queryClient.prefetchQuery(options);
    },
  };
}

const blockedMessagesCode = () => import('../queries/blocked-messages.ts');
const keywordListsCode = () => import('../queries/keyword-lists.ts');
const decisionsCode = () => import('../queries/decisions.ts');
const rulesCode = () => import('../queries/rules.ts');
const notificationsCode = () => import('../queries/notification-settings.ts');
const usersCode = () => import('../queries/users.ts');
const trendsCode = () =>
  Promise.all([import('../features/trends/lib/trend-range.ts'), import('../queries/archive-stats.ts')]);
const TREND_URL_PARAMS = ['range', 'bucket', 'from', 'to'] as const;

/** Each page's main query, built from the URL as the page itself builds it (same options, same key). */
export const pageQueries = {
  apps: pageQuery(() => appsQuery()),
  rules: lazyPageQuery(
    (params, search) => ruleKeys.list(params.appId ?? '', ruleListLimit(search)),
    (params, search) => rulesCode().then((m) => m.rulesQuery(params.appId ?? '', ruleListLimit(search))),
  ),
  rule: lazyPageQuery(
    (params) => ruleKeys.detail(params.appId ?? '', params.ruleId ?? ''),
    (params) => rulesCode().then((m) => m.ruleQuery(params.appId ?? '', params.ruleId ?? '')),
  ),
  keywordList: lazyPageQuery(
    (params) => keywordListKeys.detail(params.appId ?? '', params.keywordId ?? ''),
    (params) => keywordListsCode().then((m) => m.keywordListQuery(params.appId ?? '', params.keywordId ?? '')),
  ),
  notifications: lazyPageQuery(
    (params) => notificationSettingsKeys.current(params.appId ?? ''),
    (params) => notificationsCode().then((m) => m.notificationSettingsQuery(params.appId ?? '')),
  ),
  sender: lazyPageQuery(
    (params) => userKeys.sender(params.appId ?? '', params.uid ?? ''),
    (params) => usersCode().then((m) => m.senderQuery(params.appId ?? '', params.uid ?? '')),
  ),
  /**
   * Sent before any of the app's code by public/early-data.js (the query adopts that request),
   * so its streaming reader need not weigh on every route's entry.
   */
  blockedMessages: lazyPageQuery(
    (params, search) => blockedMessageKeys.list(params.appId ?? '', blockedListLimit(search)),
    (params, search) =>
      blockedMessagesCode().then((m) => m.blockedMessagesQuery(params.appId ?? '', blockedListLimit(search))),
  ),
  keywordLists: lazyPageQuery(
    (params) => keywordListKeys.list(params.appId ?? '', ALL_KEYWORD_LISTS_LIMIT),
    (params) => keywordListsCode().then((m) => m.keywordListIndexQuery(params.appId ?? '')),
  ),
  flaggedMessages: lazyPageQuery(
    (params) => decisionKeys.flagged(params.appId ?? '', FLAGGED_LIMIT),
    (params) => decisionsCode().then((m) => m.flaggedMessagesQuery(params.appId ?? '', FLAGGED_LIMIT)),
  ),
  reviewedMessages: lazyPageQuery(
    (params) => decisionKeys.reviewed(params.appId ?? '', REVIEWED_LIMIT),
    (params) => decisionsCode().then((m) => m.reviewedMessagesQuery(params.appId ?? '', REVIEWED_LIMIT)),
  ),
  flagReasons: lazyPageQuery(
    (params) => decisionKeys.reasons(params.appId ?? ''),
    (params) => decisionsCode().then((m) => m.flagReasonsQuery(params.appId ?? '')),
  ),
  /**
   * The chart's counts for the range in the URL, read as the page reads it (same hour, same key):
   * the range's words alone say whether a navigation changes the request.
   */
  trends: lazyPageQuery(
    (params, search) => ['trends', params.appId ?? '', TREND_URL_PARAMS.map((name) => search.get(name))],
    (params, search) =>
      trendsCode().then(([range, m]) => {
        const { bucket, from, to } = range.readTrendRange(search, Date.now() / 1000);
        return m.archiveTrendsQuery(params.appId ?? '', { bucket, from, to });
      }),
  ),
} satisfies Record<string, PageQuery>;

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
const isArchive = (search: URLSearchParams) => search.get('source') === 'archive';

/**
 * The blocked-messages route: the live list, or with `?source=archive` the archive's first page
 * through the archive's own code (never the live list, which the archive view does not show). A
 * change of the archive's filters asks again.
 */
export const blockedMessagesRouteQuery: PageQuery = {
  key: (params, search) =>
    isArchive(search)
      ? ['archive', params.appId ?? '', ARCHIVE_URL_PARAMS.map((name) => search.get(name))]
      : pageQueries.blockedMessages.key(params, search),
  prefetch: async (queryClient, params, search, skip) => {
    if (!isArchive(search)) return pageQueries.blockedMessages.prefetch(queryClient, params, search, skip);
    const m = await import('../features/blocked-messages/archive/first-page.ts');
    void m.prefetchArchiveFirstPage(queryClient, params.appId ?? '', search, skip);
  },
};

/**
 * A sender's case: the user as the service knows them, and the archive's first page of what they
 * sent, which public/early-data.js asked for before the app ran: started here, before the page
 * renders and asks for the live list, so that the archive's request adopts it.
 */
export const senderCaseRouteQuery: PageQuery = {
  key: pageQueries.sender.key,
  prefetch: async (queryClient, params, search, skip) => {
    const archive = import('../queries/archive.ts').then((m) => {
      const filters = { q: '', senderUid: params.uid ?? '' };
      if (!skip()) void queryClient.prefetchInfiniteQuery(m.archiveListQuery(params.appId ?? '', filters));
    });
    await Promise.all([pageQueries.sender.prefetch(queryClient, params, search, skip), archive]);
  },
};

/** The archive's view loads beside the page's chunk, so the page renders it at once. */
export const blockedMessagesRouteCode = (search: URLSearchParams) =>
  isArchive(search) ? loadArchiveView() : undefined;

function signedOut(queryClient: QueryClient): boolean {
  const session = queryClient.getQueryData(sessionQuery().queryKey);
  return session?.authRequired === true && !session.user;
}

/**
 * A page route's loader and revalidation rule. The loader starts the page's query and returns
 * without its answer (the page shows its frame and its own loading state, and reads the request
 * in flight); it waits only for code: the query's own chunk where it has one, and `code`, what
 * the page renders with at this address beyond its chunk. Both load beside the page's chunk (a
 * static loader runs in parallel with the route's `lazy`). The route asks again only when the
 * request its address names changes, never for a filter or an open message.
 */
export function pageLoader(
  queryClient: QueryClient,
  query: PageQuery,
  code?: (search: URLSearchParams) => Promise<unknown> | undefined,
) {
  const keyOf = (params: Params, url: URL) => hashKey(query.key(params, url.searchParams));
  return {
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      const search = new URL(request.url).searchParams;
      // Not once the user has gone elsewhere, nor once the session check says to sign in first.
      const skip = () => request.signal.aborted || signedOut(queryClient);
      // A chunk that did not load is the page's to report (its own import fails the same way).
      await Promise.all([
        query.prefetch(queryClient, params, search, skip).catch(() => undefined),
        code?.(search)?.catch(() => undefined),
      ]);
      return null;
    },
    shouldRevalidate: ({ currentParams, currentUrl, nextParams, nextUrl }: ShouldRevalidateFunctionArgs) =>
      keyOf(currentParams, currentUrl) !== keyOf(nextParams, nextUrl),
  };
}
