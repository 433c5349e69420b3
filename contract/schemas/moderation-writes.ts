import { z } from './zod.ts';

/**
 * Bodies of the documented rule, keyword-list and flag-reason writes, with the service's limits
 * (api-facts.md): ids without spaces or special characters up to 100 characters, names up to
 * 100, descriptions up to 255, keywords up to 100 characters. A rule's body is in rule-writes.ts,
 * so the list and reason editors do not load it. Shared by the editors (their zodResolver) and
 * the emulator (what it refuses), so both say the same.
 */
export const MAX_TERM_LENGTH = 100;
export const MAX_CUSTOM_REASONS = 5;

export const resourceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'Use 1 to 100 letters, digits, - or _ (no spaces).'));
export const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'Give it a name.'), z.maxLength(100, 'At most 100 characters.'));
export const descriptionSchema = z.string().check(z.maxLength(255, 'At most 255 characters.'));

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
