import { apiRequest } from '../lib/api-client.ts';
import { apiPaths, withLimit } from './paths.ts';
import { checkItems, listEnvelopeSchema, type Checked, type ListMeta } from './schemas/common.ts';
import { blockedMessageSchema, type BlockedMessage } from './schemas/blocked-message.ts';

export interface BlockedMessageList {
  items: Checked<BlockedMessage>[];
  meta: ListMeta | undefined;
}

/** Operation 2. */
export async function listBlockedMessages(appId: string, limit: number | undefined, signal?: AbortSignal): Promise<BlockedMessageList> {
  const path = withLimit(apiPaths.moderation(appId, 'blocked-messages'), limit);
  const body = await apiRequest(path, listEnvelopeSchema, { signal });
  return { items: checkItems(blockedMessageSchema, body.data), meta: body.meta };
}
