import { apiRequest, segment } from './client.ts';
import { apiPaths, withLimit } from './paths.ts';
import { z } from './schemas/zod.ts';
import { checkItems, listEnvelopeSchema, type Checked, type ListMeta } from './schemas/common.ts';
import { ruleDetailSchema, ruleSchema, type Rule, type RuleDetail } from './schemas/rule.ts';

export interface RuleList {
  items: Checked<Rule>[];
  meta: ListMeta | undefined;
}

/** Operation 1. */
export async function listRules(appId: string, limit: number | undefined, signal?: AbortSignal): Promise<RuleList> {
  const body = await apiRequest(withLimit(apiPaths.moderation(appId, 'rules'), limit), listEnvelopeSchema, { signal });
  return { items: checkItems(ruleSchema, body.data), meta: body.meta };
}

/** Operation 3: newest first as the service sends it; callers sort by revision number. */
export async function listRuleRevisions(appId: string, ruleId: string, signal?: AbortSignal): Promise<RuleList> {
  const path = apiPaths.moderation(appId, `rules/${segment(ruleId)}/revisions`);
  const body = await apiRequest(path, listEnvelopeSchema, { signal });
  return { items: checkItems(ruleSchema, body.data), meta: body.meta };
}

// Checked inside the fetch wrapper, so `{ data: "oops" }` becomes an unexpected-shape ApiError shown in words, not a raw ZodError.
const ruleEnvelopeSchema = z.looseObject({ data: z.nullish(ruleDetailSchema) });

/** Operation 5: the object as it comes (rule- or keyword-list shaped). */
export async function getRule(appId: string, ruleId: string, signal?: AbortSignal): Promise<RuleDetail> {
  const body = await apiRequest(apiPaths.moderation(appId, `rules/${segment(ruleId)}`), ruleEnvelopeSchema, { signal });
  return body.data ?? {};
}
