import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckedList } from '../api/checked-list.ts';
import { ALL_KEYWORD_LISTS_LIMIT, getKeywordList, listKeywordLists } from '../api/keyword-lists.ts';
import type { Checked } from '../../contract/schemas/common.ts';
import type { KeywordList } from '../../contract/schemas/keyword-list.ts';
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

/** What the index says of one list: the list itself, or that the app has no list of that id. */
export interface IndexedKeywordList {
  data: Checked<KeywordList> | undefined;
  /** The index was read and holds no list of this id (a rule refers to a list that is gone). */
  missing: boolean;
}

const idOf = (item: Checked<KeywordList>) => {
  if (item.ok) return item.value.id;
  const raw = item.raw as { id?: unknown } | null;
  return typeof raw?.id === 'string' ? raw.id : undefined;
};

/** Looks lists up in the index of every list; before it arrives, or when it failed, nothing is missing. */
export function listsFromIndex(
  index: CheckedList<KeywordList> | undefined,
  keywordIds: readonly string[],
): IndexedKeywordList[] {
  const byId = new Map(
    index?.items.flatMap((item) => {
      const id = idOf(item);
      return id === undefined ? [] : [[id, item] as const];
    }),
  );
  return keywordIds.map((id) => ({ data: byId.get(id), missing: index !== undefined && !byId.has(id) }));
}

/**
 * Several lists at once (names for condition wording, navigation), from the one index request:
 * asking for each list by id cost a request per list and a 404 in the console on every page
 * load for a list a rule names but the service does not have.
 */
export function useKeywordLists(appId: string, keywordIds: readonly string[]): IndexedKeywordList[] {
  const index = useQuery({ ...keywordListIndexQuery(appId), enabled: keywordIds.length > 0 });
  return listsFromIndex(index.data, keywordIds);
}
