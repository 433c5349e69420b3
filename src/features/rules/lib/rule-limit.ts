import { parseLimit } from '../../../lib/search-params.ts';

export const RULE_LIMITS = [25, 100, 500, 1000] as const;
/** The service's own default page size. */
export const DEFAULT_RULE_LIMIT = 100;

/** How many rules the page asks for: read by the page's filters and by its route loader alike. */
export function ruleListLimit(params: URLSearchParams): number {
  return parseLimit(params.get('limit'), RULE_LIMITS, DEFAULT_RULE_LIMIT);
}
