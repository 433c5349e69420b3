import type { KeywordList } from '../api/schemas/keyword-list.ts';

/**
 * What a keyword list matches with: search terms for `word` and `pattern` lists (a pattern
 * list's terms are regular expressions), `disallowedSentences` for `sentence-similarity` lists.
 */
export function termsOfList(list: KeywordList): readonly string[] {
  return list.searchTerms ?? list.disallowedSentences ?? [];
}

const CATEGORY_WORDS = new Map(Object.entries({
  word: 'words: a message containing one is matched',
  pattern: 'patterns: each term is a regular expression',
  'sentence-similarity': 'sentences: a message similar to one is matched',
}));

/** The category in words; an unknown one is shown as it came. */
export function listCategoryWords(category: string | undefined): string | undefined {
  return category === undefined ? undefined : (CATEGORY_WORDS.get(category) ?? category);
}
