import type { KeywordList } from '../../../../contract/schemas/keyword-list.ts';
import {
  commaTermProblem,
  keywordListBodySchema,
  MAX_TERM_LENGTH,
} from '../../../../contract/schemas/moderation-writes.ts';
import { z } from '../../../../contract/schemas/zod.ts';
import { termsOfList } from '../../../lib/keyword-list-terms.ts';

/** The keyword-list form's values for a list of this category; its resolver is this schema (zodResolver). */
export function keywordListFormSchema(category: string) {
  return z
    .object({
      name: keywordListBodySchema.shape.name,
      description: keywordListBodySchema.shape.description,
      terms: z.array(
        z.string().check(z.maxLength(MAX_TERM_LENGTH, `A term may have at most ${MAX_TERM_LENGTH} characters.`)),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        const problem = commaTermProblem(category, values.terms);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, path: ['terms'], input: values.terms });
      }),
    );
}
export type KeywordListForm = z.infer<ReturnType<typeof keywordListFormSchema>>;

export function formValuesOf(list: KeywordList): KeywordListForm {
  return { name: list.name ?? list.id, description: list.description ?? '', terms: [...termsOfList(list)] };
}

/**
 * The whole list for a PUT, to the dashboard's server: the fields the service documents, the
 * terms under the category's name. The server sends them on as form fields (`keywordListFields`).
 */
export function keywordListBody(list: KeywordList, values: KeywordListForm) {
  const category = list.category ?? 'word';
  return {
    id: list.id,
    name: values.name.trim(),
    description: values.description,
    category,
    ...(category === 'sentence-similarity' ? { disallowedSentences: values.terms } : { searchTerms: values.terms }),
  };
}

export const LIST_FIELDS = [
  { field: 'name', label: 'Name' },
  { field: 'description', label: 'Description' },
  { field: 'searchTerms', label: 'Terms' },
  { field: 'disallowedSentences', label: 'Sentences' },
];

/** Words for `formState.dirtyFields`: what this edit changes. */
export function changedFieldWords(dirty: Partial<Record<keyof KeywordListForm, unknown>>): string[] {
  return (['name', 'description', 'terms'] as const)
    .filter((field) => dirty[field])
    .map((field) => (field === 'terms' ? 'terms' : field));
}
