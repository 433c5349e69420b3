import { z } from './zod.ts';

export const keywordListSchema = z.looseObject({
  id: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  /** `word`, `pattern` (terms are regular expressions) or `sentence-similarity`. */
  category: z.optional(z.string()),
  isCSV: z.optional(z.boolean()),
  searchTerms: z.optional(z.array(z.string())),
  /** What a `sentence-similarity` list holds instead of search terms. */
  disallowedSentences: z.optional(z.array(z.string())),
  /** `"default"` for the service's built-in lists. */
  appId: z.optional(z.string()),
  createdAt: z.optional(z.number()),
  updatedAt: z.optional(z.number()),
  revisionId: z.optional(z.string()),
  active: z.optional(z.boolean()),
  default: z.optional(z.boolean()),
});
export type KeywordList = z.infer<typeof keywordListSchema>;
