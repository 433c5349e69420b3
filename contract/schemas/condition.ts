import { z } from './zod.ts';
import { stringOrStringsSchema } from './common.ts';

/**
 * A rule condition, as in a rule and in a blocked-message record. Every field is optional and
 * unknown fields are kept: the real service spells the keyword flag three ways and uses
 * categories beyond the reference's.
 */
export const conditionSchema = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  isKeywordsReferencePresent: z.optional(z.boolean()),
  isListReferencePresent: z.optional(z.boolean()),
  isKeywordReferencePresent: z.optional(z.boolean()),
  isMediaPresent: z.optional(z.boolean()),
  entity: z.optional(z.string()),
  operand: z.optional(z.string()),
  category: z.optional(z.string()),
  operator: z.optional(z.string()),
  value: z.optional(stringOrStringsSchema),
  message: z.optional(stringOrStringsSchema),
  /** 1 in every documented example; its meaning is undocumented, so it is never called a confidence. */
  weight: z.optional(z.number()),
  /** `custom-api` conditions: which API, and the score that triggers. */
  listId: z.optional(z.string()),
  threshold: z.optional(z.looseObject({ comparison: z.optional(z.string()), percent: z.optional(z.number()) })),
});
export type Condition = z.infer<typeof conditionSchema>;

/** True when the condition's value names keyword lists, whichever spelling of the flag is used. */
export function isKeywordReference(
  condition: Pick<Condition, 'isKeywordsReferencePresent' | 'isListReferencePresent' | 'isKeywordReferencePresent'>,
): boolean {
  return Boolean(
    condition.isKeywordsReferencePresent || condition.isListReferencePresent || condition.isKeywordReferencePresent,
  );
}

/** `value` and `message` may each be a single string or an array; callers get an array. */
export function asArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
