import {
  commaTermProblem,
  KEYWORD_CATEGORIES,
  keywordListBodySchema,
  MAX_TERM_LENGTH,
  resourceIdSchema,
} from '../../../../contract/schemas/moderation-writes.ts';
import { z } from '../../../../contract/schemas/zod.ts';

/** `/keywords/new` is this page's own address, so a list cannot have that id and still be opened. */
const RESERVED_IDS = new Set(['new']);

/** The new keyword list form's values; its resolver is this schema (zodResolver), the service's limits. */
export const newKeywordListSchema = z
  .object({
    id: resourceIdSchema.check(
      z.refine((id) => !RESERVED_IDS.has(id), '“new” is the address of this page: choose another id.'),
    ),
    name: keywordListBodySchema.shape.name,
    description: keywordListBodySchema.shape.description,
    category: z.enum(KEYWORD_CATEGORIES),
    terms: z.array(
      z.string().check(z.maxLength(MAX_TERM_LENGTH, `A term may have at most ${MAX_TERM_LENGTH} characters.`)),
    ),
  })
  .check(
    z.superRefine((values, ctx) => {
      const problem = commaTermProblem(values.category, values.terms);
      if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['terms'], input: values.terms });
    }),
  );
export type NewKeywordList = z.infer<typeof newKeywordListSchema>;

export const EMPTY_LIST: NewKeywordList = { id: '', name: '', description: '', category: 'word', terms: [] };

export const CATEGORY_WORDS: Record<NewKeywordList['category'], { label: string; hint: string }> = {
  word: { label: 'Words', hint: 'Whole words or phrases, matched in any case.' },
  pattern: { label: 'Patterns', hint: 'Regular expressions, one a line, checked as the service reads them.' },
  'sentence-similarity': {
    label: 'Sentences',
    hint: 'Sentences the service compares messages with by meaning (its AI judges; the replay cannot).',
  },
};

export { idFromName } from '../../../../contract/schemas/moderation-writes.ts';

/** The body of the POST: the documented fields, the terms under the category's name. */
export function newListBody(values: NewKeywordList) {
  const terms =
    values.category === 'sentence-similarity' ? { disallowedSentences: values.terms } : { searchTerms: values.terms };
  return {
    id: values.id,
    name: values.name.trim(),
    description: values.description,
    category: values.category,
    ...terms,
  };
}
