import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendChange, type WriteCollection } from '../api/moderation-writes.ts';
import { replayChange, type ReplayRequest } from '../api/replay.ts';
import { ApiError } from '../lib/api-error.ts';
import { archiveKeys, decisionKeys, keywordListKeys, ruleKeys } from './query-keys.ts';

/**
 * A replay is computed on the server from the archive; asked again only when the change or range
 * differs. The server runs one replay per user: a 409 usually means the replay this one replaces
 * is still being cancelled (the query's signal aborts it), so it is asked again a few times.
 */
export const replayQuery = (appId: string, request: ReplayRequest) =>
  queryOptions({
    queryKey: archiveKeys.replay(appId, request),
    queryFn: ({ signal }) => replayChange(appId, request, signal),
    staleTime: 60_000,
    retry: (failures, error) => failures < 3 && error instanceof ApiError && error.status === 409,
    retryDelay: 500,
  });

/** After a save: the lists, rules (a list change makes new rule revisions), reasons and the archive's answers. */
export function invalidateAfterChange(queryClient: QueryClient, appId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keywordListKeys.all(appId) }),
    queryClient.invalidateQueries({ queryKey: ruleKeys.all(appId) }),
    queryClient.invalidateQueries({ queryKey: decisionKeys.reasons(appId) }),
    queryClient.invalidateQueries({ queryKey: archiveKeys.all(appId) }),
  ]);
}

/**
 * One write (never retried by itself: a refused or failed save is said, and the edit kept). The
 * pages' data is read again behind it, not awaited: returned, the mutation would wait for every
 * refetch (the open replay's among them, a second at 100,000 archived messages) before the saved
 * revision shows, and an admin should see it within 300 ms of the service's answer.
 */
export function useSendChange(appId: string, collection: WriteCollection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Parameters<typeof sendChange>[2]) => sendChange(appId, collection, change),
    onSuccess: () => {
      void invalidateAfterChange(queryClient, appId);
    },
  });
}
