import { apiRequest, segment } from './client.ts';
import { apiPaths } from './paths.ts';
import { checkItem, itemEnvelopeSchema, type Checked } from './schemas/common.ts';
import { keywordListSchema, type KeywordList } from './schemas/keyword-list.ts';

/** Operation 4. */
export async function getKeywordList(appId: string, keywordId: string, signal?: AbortSignal): Promise<Checked<KeywordList>> {
  const body = await apiRequest(apiPaths.moderation(appId, `keywords/${segment(keywordId)}`), itemEnvelopeSchema, { signal });
  return checkItem(keywordListSchema, body.data);
}
