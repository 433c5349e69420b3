import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';
import { z } from '../../contract/schemas/zod.ts';

const count = z.number();
const ids = z.array(z.string());

export const replayRuleSchema = z.looseObject({
  ruleId: z.string(),
  ruleName: z.optional(z.string()),
  stillBlocked: count,
  noLongerBlocked: z.looseObject({ approved: count, rejected: count, undecided: count }),
  notEvaluable: count,
  /**
   * Why the `notEvaluable` blocks could not be judged, most first: `missing-list` (with the
   * `listIds` the service does not have), `service-only` or `unkept-field`. Missing from older
   * servers; a cause this page does not know yet is kept and said in general words.
   */
  notEvaluableBy: z.optional(
    z.array(z.looseObject({ cause: z.string(), listIds: z.optional(z.array(z.string())), count })),
  ),
  /** Messages the replay's time budget left unjudged (counted in none of the figures). */
  notJudged: z.optional(count),
  ids: z.looseObject({ stillBlocked: ids, approved: ids, rejected: ids, undecided: ids, notEvaluable: ids }),
});
export type ReplayRule = z.infer<typeof replayRuleSchema>;
export type UnjudgedCause = NonNullable<ReplayRule['notEvaluableBy']>[number];

const replayAnswerSchema = z.looseObject({
  data: z.looseObject({
    days: z.number(),
    patternFlavour: z.optional(z.string()),
    rules: z.array(replayRuleSchema),
    records: z.optional(z.array(z.unknown())),
    /** Present when the time budget ran out: how many messages were not judged, and what to do, in words. */
    incomplete: z.optional(z.looseObject({ notJudged: count, message: z.string() })),
  }),
});
export type ReplayAnswer = z.infer<typeof replayAnswerSchema>['data'];

export type ReplayGroup = 'stillBlocked' | 'approved' | 'rejected' | 'undecided' | 'notEvaluable';

export interface ReplayRequest {
  days: number;
  rule?: unknown;
  keywordList?: unknown;
  deletedRuleId?: string;
  open?: { ruleId: string; group: ReplayGroup; offset?: number; limit?: number };
}

/** `POST /api/apps/:appId/archive/replay`: what the change would have done to the archived blocks. */
export async function replayChange(appId: string, request: ReplayRequest, signal?: AbortSignal): Promise<ReplayAnswer> {
  return (
    await apiRequest(apiPaths.archive(appId, 'replay'), replayAnswerSchema, { method: 'POST', body: request, signal })
  ).data;
}
