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

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which term of a word list a message's text contains, as a whole word, ignoring case and
 * accents: the first in list order, or nothing. Pattern and sentence lists are not guessed at
 * here (a pattern from the service runs only in the tester's worker, never on the page).
 */
export function matchedWord(text: string, list: KeywordList): { term: string; position: number } | undefined {
  if (list.category !== undefined && list.category !== 'word') return undefined;
  const folded = fold(text);
  const terms = termsOfList(list);
  for (const [index, term] of terms.entries()) {
    const needle = fold(term).trim();
    if (needle === '') continue;
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'u').test(folded)) return { term, position: index + 1 };
  }
  return undefined;
}
