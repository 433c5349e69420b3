import { BLOCKED_LIST_DEFAULT_LIMIT, BLOCKED_LIST_LIMITS } from '../../../contract/early-request.ts';
import { parseLimit } from '../../lib/search-params.ts';

/** Its query-string name (filters.ts's PARAM.limit); apart from the filters, which navigation does not need. */
export const LIMIT_PARAM = 'limit';
export {
  BLOCKED_LIST_LIMITS as LIMITS,
  BLOCKED_LIST_DEFAULT_LIMIT as DEFAULT_LIMIT,
} from '../../../contract/early-request.ts';

/** How many records the page asks for: read by the page and at navigation alike (src/app/route-data.ts). */
export function blockedListLimit(params: URLSearchParams): number {
  return parseLimit(params.get(LIMIT_PARAM), BLOCKED_LIST_LIMITS, BLOCKED_LIST_DEFAULT_LIMIT);
}
