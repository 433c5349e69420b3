import { z } from './zod.ts';
import { conditionSchema } from './condition.ts';

export const ruleSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  enabled: z.optional(z.boolean()),
  conditions: z.optional(z.array(conditionSchema)),
  action: z.optional(z.array(z.string())),
  active: z.optional(z.boolean()),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  revisionId: z.optional(z.string()),
  default: z.optional(z.boolean()),
  /** Sender and receiver filters; each is checked on its own when worded, so one odd entry spoils nothing. */
  filters: z.optional(z.array(z.unknown())),
});
export type Rule = z.infer<typeof ruleSchema>;

/**
 * Operation 5 returns `{ data: object }`: the reference documents a keyword-list shape, real
 * rules carry conditions and actions. Keep the whole object and let the page lay it out.
 */
export const ruleDetailSchema = z.looseObject({
  id: z.optional(z.string()),
});
export type RuleDetail = z.infer<typeof ruleDetailSchema>;

/**
 * One entry of a rule's `filters`: `type` is sender or receiver; `operand` the user's or group's
 * field (chat-apis.json, `UserFilter`, `GroupFilter`). Earlier dashboards wrote `field`: both read.
 */
export const ruleFilterSchema = z.looseObject({
  type: z.optional(z.string()),
  entity: z.optional(z.string()),
  operand: z.optional(z.string()),
  field: z.optional(z.string()),
  operator: z.optional(z.string()),
  value: z.optional(z.unknown()),
});
export type RuleFilter = z.infer<typeof ruleFilterSchema>;

/** The field a filter looks at, under either name. */
export function filterOperand(filter: Pick<RuleFilter, 'operand' | 'field'>): string | undefined {
  return filter.operand ?? filter.field;
}

/** A filter's value as a list: an array, or the comma-separated string the documented filters carry. */
export function filterValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The revision number is the trailing integer of `revisionId` (`<prefix>_<ruleId>_<n>`). The
 * middle part does not always match the rule id in the real service, so only the tail counts.
 */
export function revisionNumber(revisionId: string | undefined): number | undefined {
  if (!revisionId) return undefined;
  const match = /(\d+)$/.exec(revisionId);
  return match ? Number(match[1]) : undefined;
}
