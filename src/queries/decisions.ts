import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDecisions, listFlaggedMessages, listFlagReasons, listReviewedMessages } from '../api/decisions.ts';
import { decisionKeys } from './query-keys.ts';

export const decisionHistoryQuery = (appId: string, messageIds?: readonly string[]) =>
  queryOptions({
    queryKey: decisionKeys.history(appId, messageIds),
    queryFn: ({ signal }) => listDecisions(appId, messageIds, signal),
  });

export const reviewedMessagesQuery = (appId: string, limit: number) =>
  queryOptions({
    queryKey: decisionKeys.reviewed(appId, limit),
    queryFn: ({ signal }) => listReviewedMessages(appId, limit, signal),
  });

export const flaggedMessagesQuery = (appId: string, limit: number) =>
  queryOptions({
    queryKey: decisionKeys.flagged(appId, limit),
    queryFn: ({ signal }) => listFlaggedMessages(appId, limit, signal),
  });

export const flagReasonsQuery = (appId: string) =>
  queryOptions({
    queryKey: decisionKeys.reasons(appId),
    queryFn: ({ signal }) => listFlagReasons(appId, signal),
    staleTime: 10 * 60_000,
  });

/** The latest decision recorded on one message, if any (for the drawer's "Approved by dana"). */
export function useDecisionOn(appId: string, messageId: string | undefined) {
  const query = useQuery({
    ...decisionHistoryQuery(appId, messageId ? [messageId] : []),
    enabled: messageId !== undefined,
  });
  return { ...query, latest: query.data?.[0] };
}
