import { parseLimit } from '../../lib/search-params.ts';

/** Its query-string name (filters.ts's PARAM.limit); apart from the filters, which navigation does not need. */
export const LIMIT_PARAM = 'limit';
export const LIMITS = [100, 500, 1000, 2500, 5000, 10000] as const;
export const DEFAULT_LIMIT = 500;

/** How many records the page asks for: read by the page and at navigation alike (src/app/route-data.ts). */
export function blockedListLimit(params: URLSearchParams): number {
  return parseLimit(params.get(LIMIT_PARAM), LIMITS, DEFAULT_LIMIT);
}
