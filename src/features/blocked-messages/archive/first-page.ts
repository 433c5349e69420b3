import type { QueryClient } from '@tanstack/react-query';
import { archiveListQuery } from '../../../queries/archive.ts';
import { searchedFilters } from './archive-filters.ts';

/**
 * The route loader's early start of the archive's first page, in this chunk (not the app's
 * entry): the same options, so the page's hook reads the request in flight. `skip` says when
 * the page (or the sign-in redirect) has made asking pointless.
 */
export function prefetchArchiveFirstPage(
  queryClient: QueryClient,
  appId: string,
  search: URLSearchParams,
  skip: (queryKey: readonly unknown[]) => boolean,
) {
  const options = archiveListQuery(appId, searchedFilters(search));
  return skip(options.queryKey) ? undefined : queryClient.prefetchInfiniteQuery(options);
}
