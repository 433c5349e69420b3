import { queryOptions } from '@tanstack/react-query';
import { getEngineFailures } from '../api/engine-failures.ts';
import { engineFailureKeys } from './query-keys.ts';

/** Read again on every `engine-failed` event, and each half minute so failures leave the window on time. */
export const engineFailuresQuery = (appId: string) =>
  queryOptions({
    queryKey: engineFailureKeys.recent(appId),
    queryFn: ({ signal }) => getEngineFailures(appId, signal),
    refetchInterval: 30_000,
    staleTime: 0,
  });
