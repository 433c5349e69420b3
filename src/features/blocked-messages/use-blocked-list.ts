import { useMemo, useState } from 'react';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { useKeywordLists } from '../../queries/keyword-lists.ts';
import { countByRule, growingFacets } from './counts.ts';
import { filterEntries, sortEntries, type BlockedFilters, type SortOrder } from './filters.ts';

const NONE: BlockedMessageEntry[] = [];

/**
 * The list as shown: sorted once per load or order change, then filtered (one cheap pass over
 * precomputed search text), with the menus' values (read a chunk at a time while the answer
 * arrives) and the counts derived from it.
 */
export function useBlockedList(
  appId: string,
  all: BlockedMessageEntry[] = NONE,
  filters: BlockedFilters,
  sort: SortOrder,
) {
  const sorted = useMemo(() => sortEntries(all, sort), [all, sort]);
  const filtered = useMemo(() => filterEntries(sorted, filters), [sorted, filters]);
  const [facetsOfGrowing] = useState(growingFacets);
  const facets = useMemo(() => facetsOfGrowing(all), [facetsOfGrowing, all]);
  // Nothing filtered out: the counts are the facets' own.
  const counts = useMemo(
    () => (filtered.length === all.length ? facets.rules : countByRule(filtered)),
    [filtered, all.length, facets.rules],
  );

  const lists = useKeywordLists(appId, facets.keywordListIds);
  // A string key keeps `listName` stable while the names stay the same (the list rows are memoised).
  const namesKey = JSON.stringify(
    facets.keywordListIds.flatMap((id, i) => {
      const data = lists[i]?.data;
      return data?.ok && data.value.name ? [[id, data.value.name]] : [];
    }),
  );
  const listName = useMemo(() => {
    const names = new Map(JSON.parse(namesKey) as [string, string][]);
    return (id: string) => names.get(id);
  }, [namesKey]);

  // Linear scans, done only for the one open or selected message: cheaper than keeping maps of 10000.
  const find = (key: string | undefined) => (key === undefined ? undefined : all.find((entry) => entry.key === key));
  const indexOf = (key: string | undefined) =>
    key === undefined ? -1 : filtered.findIndex((entry) => entry.key === key);

  return { sorted, filtered, facets, counts, listName, find, indexOf };
}
