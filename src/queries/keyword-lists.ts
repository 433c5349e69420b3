import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { getKeywordList } from '../api/keyword-lists.ts';
import { keywordListKeys } from './query-keys.ts';

export const keywordListQuery = (appId: string, keywordId: string) =>
  queryOptions({
    queryKey: keywordListKeys.detail(appId, keywordId),
    queryFn: ({ signal }) => getKeywordList(appId, keywordId, signal),
    staleTime: 5 * 60_000,
  });

export function useKeywordList(appId: string, keywordId: string) {
  return useQuery(keywordListQuery(appId, keywordId));
}

/** Several lists at once (names for condition wording, navigation). */
export function useKeywordLists(appId: string, keywordIds: readonly string[]) {
  return useQueries({ queries: keywordIds.map((id) => keywordListQuery(appId, id)) });
}
