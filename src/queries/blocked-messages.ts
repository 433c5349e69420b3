import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBlockedMessages } from '../api/blocked-messages.ts';
import { blockedMessageKeys } from './query-keys.ts';

export const blockedMessagesQuery = (appId: string, limit?: number) =>
  queryOptions({
    queryKey: blockedMessageKeys.list(appId, limit),
    queryFn: ({ signal }) => listBlockedMessages(appId, limit, signal),
  });

export function useBlockedMessages(appId: string, limit?: number) {
  return useQuery(blockedMessagesQuery(appId, limit));
}
