import { z } from 'zod';
import { conditionSchema } from './condition.ts';

export const ruleSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  description: z.string().optional(),
  enabled: z.boolean().optional(),
  conditions: z.array(conditionSchema).optional(),
  action: z.array(z.string()).optional(),
  active: z.boolean().optional(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
  revisionId: z.string().optional(),
  default: z.boolean().optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/**
 * Operation 5 returns `{ data: object }`: the reference documents a keyword-list shape, real
 * rules carry conditions and actions. Keep the whole object and let the page lay it out.
 */
export const ruleDetailSchema = z.looseObject({
  id: z.string().optional(),
});
export type RuleDetail = z.infer<typeof ruleDetailSchema>;

/**
 * The revision number is the trailing integer of `revisionId` (`<prefix>_<ruleId>_<n>`). The
 * middle part does not always match the rule id in the real service, so only the tail counts.
 */
export function revisionNumber(revisionId: string | undefined): number | undefined {
  if (!revisionId) return undefined;
  const match = /(\d+)$/.exec(revisionId);
  return match ? Number(match[1]) : undefined;
}
