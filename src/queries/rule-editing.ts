import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendChange, type WriteCollection } from '../api/moderation-writes.ts';
import { replayChange, type ReplayRequest } from '../api/replay.ts';
import { ApiError } from '../lib/api-error.ts';
import { archiveKeys, decisionKeys, keywordListKeys, ruleKeys } from './query-keys.ts';

/** How often a replay refused as "still running" is asked again: about 30 s in all. */
const REPLAY_RETRIES = 10;

/**
 * The server runs one replay per user (decision 023): a 409 means the replay this one replaces is
 * still being cancelled (the query's signal aborts it). On a loaded server that took longer than
 * the 1.5 s three quick retries waited, and the editor showed the refusal; asked again with a
 * growing pause instead, up to about 30 s.
 */
export function retryWhileReplaying(failures: number, error: unknown): boolean {
  return failures < REPLAY_RETRIES && error instanceof ApiError && error.status === 409;
}

/** 0.5 s, 1 s, 2 s, then every 4 s. */
export function replayRetryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

/** A replay is computed on the server from the archive; asked again only when the change or range differs. */
export const replayQuery = (appId: string, request: ReplayRequest) =>
  queryOptions({
    queryKey: archiveKeys.replay(appId, request),
    queryFn: ({ signal }) => replayChange(appId, request, signal),
    staleTime: 60_000,
    retry: retryWhileReplaying,
    retryDelay: replayRetryDelay,
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
