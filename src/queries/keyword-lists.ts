import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { ALL_KEYWORD_LISTS_LIMIT, getKeywordList, listKeywordLists } from '../api/keyword-lists.ts';
import { keywordListKeys } from './query-keys.ts';

export const keywordListQuery = (appId: string, keywordId: string) =>
  queryOptions({
    queryKey: keywordListKeys.detail(appId, keywordId),
    queryFn: ({ signal }) => getKeywordList(appId, keywordId, signal),
    staleTime: 5 * 60_000,
  });

/** Every keyword list of the app, including those no rule refers to. */
export const keywordListIndexQuery = (appId: string) =>
  queryOptions({
    queryKey: keywordListKeys.list(appId, ALL_KEYWORD_LISTS_LIMIT),
    queryFn: ({ signal }) => listKeywordLists(appId, ALL_KEYWORD_LISTS_LIMIT, signal),
  });

export function useKeywordListIndex(appId: string) {
  return useQuery(keywordListIndexQuery(appId));
}

export function useKeywordList(appId: string, keywordId: string) {
  return useQuery(keywordListQuery(appId, keywordId));
}

/** Several lists at once (names for condition wording, navigation). */
export function useKeywordLists(appId: string, keywordIds: readonly string[]) {
  return useQueries({ queries: keywordIds.map((id) => keywordListQuery(appId, id)) });
}
