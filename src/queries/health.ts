import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getConnectionHealth } from '../api/health.ts';
import { healthKeys } from './query-keys.ts';

export const connectionHealthQuery = (appId: string) =>
  queryOptions({
    queryKey: healthKeys.current(appId),
    queryFn: ({ signal }) => getConnectionHealth(appId, { signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    // The dot shows the failure itself; retrying would only delay saying so.
    retry: false,
  });

export function useConnectionHealth(appId: string, enabled = true) {
  return useQuery({ ...connectionHealthQuery(appId), enabled: enabled && appId !== '' });
}

/** Checks again now, past the server's short cache ("Check again" on the status dot). */
export function useCheckConnectionNow(appId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        ...connectionHealthQuery(appId),
        queryFn: ({ signal }) => getConnectionHealth(appId, { fresh: true, signal }),
        staleTime: 0,
      }),
    [queryClient, appId],
  );
}
