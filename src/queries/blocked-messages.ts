import { experimental_streamedQuery as streamedQuery, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlockedMessageEntry } from '../api/blocked-message-entries.ts';
import { streamBlockedMessages, type BlockedMessagesChunk } from '../api/blocked-messages.ts';
import type { ListMeta } from '../../contract/schemas/common.ts';
import { blockedMessageKeys } from './query-keys.ts';

export interface BlockedMessagesData {
  /** Checked records in the service's order; grows while chunks arrive. */
  entries: BlockedMessageEntry[];
  meta: ListMeta | undefined;
  /** How many records the answer held; known once it is complete. */
  total: number | undefined;
  /** True once every record of the answer is in `entries`. */
  complete: boolean;
}

const EMPTY: BlockedMessagesData = { entries: [], meta: undefined, total: undefined, complete: false };

export function addChunk(data: BlockedMessagesData, chunk: BlockedMessagesChunk): BlockedMessagesData {
  if (chunk.kind === 'end') return { ...data, meta: chunk.meta, total: chunk.total, complete: true };
  return { ...data, entries: data.entries.concat(chunk.entries) };
}

/**
 * Rows show as soon as the first chunk is checked. A refetch keeps the current rows until the
 * new answer is complete ("replace"), so the list never flashes empty.
 */
export const blockedMessagesQuery = (appId: string, limit: number) =>
  queryOptions({
    queryKey: blockedMessageKeys.list(appId, limit),
    queryFn: streamedQuery<BlockedMessagesChunk, BlockedMessagesData, ReturnType<typeof blockedMessageKeys.list>>({
      streamFn: ({ signal }) => streamBlockedMessages(appId, limit, signal),
      reducer: addChunk,
      initialValue: EMPTY,
      refetchMode: 'replace',
    }),
    // Up to 10000 fresh records per chunk: comparing them with the previous data is wasted work.
    structuralSharing: false,
  });

export function useBlockedMessages(appId: string, limit: number) {
  return useQuery(blockedMessagesQuery(appId, limit));
}
