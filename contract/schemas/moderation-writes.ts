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

/** An id the service takes, suggested from a name until the admin writes one: letters, digits and dashes. */
export function idFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

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

/** A new flag reason: `POST /moderation/reasons` requires `id` and `name` (chat-apis.json). */
export const flagReasonBodySchema = z.looseObject({
  id: resourceIdSchema,
  name: nameSchema,
  description: z.optional(descriptionSchema),
});
export type FlagReasonBody = z.infer<typeof flagReasonBodySchema>;

/**
 * Where a term would be split by the service: word and pattern lists go as one comma-separated
 * `searchTerms` (chat-apis.json, `WordPatternSchema`, `PatternSchema`), so a term may hold no
 * comma. Sentence lists go as a list (`disallowedSentences`), commas and all.
 */
export function commaTermProblem(category: string, terms: readonly string[]): string | undefined {
  if (category === 'sentence-similarity') return undefined;
  const term = terms.find((t) => t.includes(','));
  if (term === undefined) return undefined;
  const shown = `“${term.length > 30 ? `${term.slice(0, 30)}…` : term}”`;
  const split = `${shown} holds a comma: the service takes a list's terms as one comma-separated text, so it would split this`;
  return category === 'pattern'
    ? `${split} pattern. Write its repetition without a comma (x{2,} as xx+, x{1,3} as xx?x?), then save again.`
    : `${split} term. Write it without the comma or as two terms, then save again.`;
}

/**
 * A keyword-list write as the service documents it: `multipart/form-data` fields (chat-apis.json,
 * `KeywordList`), `searchTerms` one comma-separated string, `disallowedSentences` one field per
 * sentence. Fields the description does not list (`isCSV`) are not sent.
 */
export function keywordListFields(
  body: Record<string, unknown>,
): { ok: true; fields: Record<string, string | string[]> } | { ok: false; field: string; message: string } {
  const fields: Record<string, string | string[]> = {};
  for (const key of ['id', 'name', 'description', 'category'] as const) {
    if (typeof body[key] === 'string') fields[key] = body[key];
  }
  const category = typeof body.category === 'string' ? body.category : '';
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  // A list given as anything but a list would go out empty: said, and nothing sent.
  for (const key of ['searchTerms', 'disallowedSentences'] as const) {
    const value = body[key];
    if (value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string')))
      return { ok: false, field: key, message: `${key} must be a list of texts (a JSON array of strings).` };
  }
  if (category === 'sentence-similarity') {
    fields.disallowedSentences = strings(body.disallowedSentences);
    return { ok: true, fields };
  }
  const terms = strings(body.searchTerms);
  const problem = commaTermProblem(category, terms);
  if (problem) return { ok: false, field: 'searchTerms', message: problem };
  fields.searchTerms = terms.join(',');
  return { ok: true, fields };
}
