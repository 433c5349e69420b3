import { z } from 'zod';
import { stringOrStringsSchema } from './common.ts';

/**
 * A rule condition, as in a rule and in a blocked-message record. Every field is optional and
 * unknown fields are kept: the real service spells the keyword flag three ways and uses
 * categories beyond the reference's.
 */
export const conditionSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  isKeywordsReferencePresent: z.boolean().optional(),
  isListReferencePresent: z.boolean().optional(),
  isKeywordReferencePresent: z.boolean().optional(),
  isMediaPresent: z.boolean().optional(),
  entity: z.string().optional(),
  operand: z.string().optional(),
  category: z.string().optional(),
  operator: z.string().optional(),
  value: stringOrStringsSchema.optional(),
  message: stringOrStringsSchema.optional(),
  weight: z.number().optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

/** True when the condition's value names keyword lists, whichever spelling of the flag is used. */
export function isKeywordReference(condition: Condition): boolean {
  return Boolean(
    condition.isKeywordsReferencePresent || condition.isListReferencePresent || condition.isKeywordReferencePresent,
  );
}

/** `value` and `message` may each be a single string or an array; callers get an array. */
export function asArray(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
