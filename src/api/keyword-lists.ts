import { apiRequest, segment } from './client.ts';
import { apiPaths, withLimit } from './paths.ts';
import { requestCheckedList, type CheckedList } from './checked-list.ts';
import { checkItem, itemEnvelopeSchema, type Checked } from '../../contract/schemas/common.ts';
import { keywordListSchema, type KeywordList } from '../../contract/schemas/keyword-list.ts';

/**
 * Every keyword list of an app: the service allows 25 custom lists besides its defaults, and
 * answers only 10 when no limit is sent.
 */
export const ALL_KEYWORD_LISTS_LIMIT = 1000;

/** `GET /moderation/keywords`: every keyword list, each checked on its own. */
export function listKeywordLists(
  appId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<CheckedList<KeywordList>> {
  return requestCheckedList(withLimit(apiPaths.moderation(appId, 'keywords'), limit), keywordListSchema, signal);
}

/** Operation 4. */
export async function getKeywordList(
  appId: string,
  keywordId: string,
  signal?: AbortSignal,
): Promise<Checked<KeywordList>> {
  const body = await apiRequest(apiPaths.moderation(appId, `keywords/${segment(keywordId)}`), itemEnvelopeSchema, {
    signal,
  });
  return checkItem(keywordListSchema, body.data);
}
