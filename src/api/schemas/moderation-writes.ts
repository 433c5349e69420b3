import { z } from './zod.ts';

/**
 * Bodies of the documented rule, keyword-list and flag-reason writes, with the service's limits
 * (api-facts.md): ids without spaces or special characters up to 100 characters, names up to
 * 100, descriptions up to 255, 1 to 10 conditions, keywords up to 100 characters. Shared by the
 * editors (their zodResolver) and the emulator (what it refuses), so both say the same.
 */
export const MAX_CONDITIONS = 10;
export const MAX_TERM_LENGTH = 100;
export const MAX_CUSTOM_REASONS = 5;

export const resourceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Use 1 to 100 letters, digits, - or _ (no spaces).'));
const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Give it a name.'), z.maxLength(100, 'At most 100 characters.'));
const descriptionSchema = z.string().check(z.maxLength(255, 'At most 255 characters.'));

/** Categories whose conditions carry no `value`: the malware scanner, and a custom API (its `listId` and `threshold`). */
const VALUELESS_CATEGORIES = new Set(['malware', 'custom-api']);

export const conditionBodySchema = z
  .looseObject({
    id: z.optional(z.number()),
    entity: z.optional(z.string()),
    operand: z.string().check(z.minLength(1, 'Choose what the condition looks at.')),
    category: z.string().check(z.minLength(1, 'Choose a category.')),
    operator: z.string().check(z.minLength(1, 'Choose an operator.')),
    value: z.array(z.string().check(z.minLength(1, 'A value may not be empty.'))),
    isKeywordsReferencePresent: z.optional(z.boolean()),
    isListReferencePresent: z.optional(z.boolean()),
    isMediaPresent: z.optional(z.boolean()),
  })
  .check(
    // The malware scanner and a custom API take no value (their documented shapes); every other condition needs one.
    z.refine((condition) => condition.value.length > 0 || VALUELESS_CATEGORIES.has(condition.category), {
      message: 'Give at least one value.',
      path: ['value'],
    }),
  );

export const filterBodySchema = z.looseObject({
  type: z.enum(['sender', 'receiver']),
  entity: z.enum(['user', 'group']),
  field: z.string().check(z.minLength(1, 'Choose a field.')),
  operator: z.string().check(z.minLength(1, 'Choose an operator.')),
  value: z.union([z.string().check(z.minLength(1, 'Give a value.')), z.number(), z.array(z.string())]),
});

export const ruleBodySchema = z.looseObject({
  id: resourceIdSchema,
  name: nameSchema,
  description: descriptionSchema,
  enabled: z.boolean(),
  conditions: z
    .array(conditionBodySchema)
    .check(
      z.minLength(1, 'A rule needs at least one condition.'),
      z.maxLength(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions.`),
    ),
  action: z.array(z.string().check(z.minLength(1))).check(z.minLength(1, 'Choose what the rule does.')),
  filters: z.optional(z.array(filterBodySchema)),
});
export type RuleBody = z.infer<typeof ruleBodySchema>;

export const KEYWORD_CATEGORIES = ['word', 'pattern', 'sentence-similarity'] as const;

export const keywordListBodySchema = z.looseObject({
  id: resourceIdSchema,
  name: nameSchema,
  description: descriptionSchema,
  category: z.enum(KEYWORD_CATEGORIES),
  isCSV: z.optional(z.boolean()),
  searchTerms: z.optional(
    z.array(
      z.string().check(z.maxLength(MAX_TERM_LENGTH, `A keyword may have at most ${MAX_TERM_LENGTH} characters.`)),
    ),
  ),
  disallowedSentences: z.optional(z.array(z.string())),
});
export type KeywordListBody = z.infer<typeof keywordListBodySchema>;

export const flagReasonBodySchema = z.looseObject({
  id: z.optional(resourceIdSchema),
  name: nameSchema,
  description: descriptionSchema,
});
export type FlagReasonBody = z.infer<typeof flagReasonBodySchema>;
