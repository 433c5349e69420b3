import { apiRequest, segment } from './client.ts';
import { apiPaths, withLimit } from './paths.ts';
import { z } from '../../contract/schemas/zod.ts';
import { requestCheckedList, type CheckedList } from './checked-list.ts';
import { ruleDetailSchema, ruleSchema, type Rule, type RuleDetail } from '../../contract/schemas/rule.ts';

export type RuleList = CheckedList<Rule>;

/** Operation 1. */
export function listRules(appId: string, limit: number, signal?: AbortSignal): Promise<RuleList> {
  return requestCheckedList(withLimit(apiPaths.moderation(appId, 'rules'), limit), ruleSchema, signal);
}

/**
 * Far more revisions than a rule collects in practice. The revisions list documents no query
 * parameter and a default page of 10 (`meta.current.limit`); like every list, it is asked for what
 * the page needs and its `meta` is checked, so a service that answers fewer is said (revisionShortfall).
 */
export const ALL_REVISIONS_LIMIT = 1000;

/** Operation 3: newest first as the service sends it; callers sort by revision number. */
export function listRuleRevisions(appId: string, ruleId: string, signal?: AbortSignal): Promise<RuleList> {
  const path = withLimit(apiPaths.moderation(appId, `rules/${segment(ruleId)}/revisions`), ALL_REVISIONS_LIMIT);
  return requestCheckedList(path, ruleSchema, signal);
}

// Checked inside the fetch wrapper, so `{ data: "oops" }` becomes an unexpected-shape ApiError shown in words, not a raw ZodError.
const ruleEnvelopeSchema = z.looseObject({ data: z.nullish(ruleDetailSchema) });

/** Operation 5: the object as it comes (rule- or keyword-list shaped). */
export async function getRule(appId: string, ruleId: string, signal?: AbortSignal): Promise<RuleDetail> {
  const body = await apiRequest(apiPaths.moderation(appId, `rules/${segment(ruleId)}`), ruleEnvelopeSchema, { signal });
  return body.data ?? {};
}
