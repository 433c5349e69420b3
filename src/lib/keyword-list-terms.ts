import type { KeywordList } from '../../contract/schemas/keyword-list.ts';

// One empty list, not a new one per call: a hook that runs when the terms change must not run on every render.
const NO_TERMS: readonly string[] = [];

/**
 * What a keyword list matches with: search terms for `word` and `pattern` lists (a pattern
 * list's terms are regular expressions), `disallowedSentences` for `sentence-similarity` lists.
 */
export function termsOfList(list: KeywordList): readonly string[] {
  return list.searchTerms ?? list.disallowedSentences ?? NO_TERMS;
}

const CATEGORY_WORDS = new Map(
  Object.entries({
    word: 'words: a message containing one is matched',
    pattern: 'patterns: each term is a regular expression',
    'sentence-similarity': 'sentences: a message similar to one is matched',
  }),
);

/** The category in words; an unknown one is shown as it came. */
export function listCategoryWords(category: string | undefined): string | undefined {
  return category === undefined ? undefined : (CATEGORY_WORDS.get(category) ?? category);
}

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

/** The whole character (surrogate pairs included) that ends just before `index`, or ''. */
function characterBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const code = text.charCodeAt(index - 1);
  const start = code >= 0xdc00 && code <= 0xdfff && index >= 2 ? index - 2 : index - 1;
  return String.fromCodePoint(text.codePointAt(start) ?? code);
}

const characterAt = (text: string, index: number) =>
  index < text.length ? String.fromCodePoint(text.codePointAt(index) ?? 0) : '';
const isWordCharacter = (character: string) => WORD_CHARACTER.test(character);

/** Whether `needle` stands in `text` as a whole word: no letter or digit right before or after it. */
function containsWord(text: string, needle: string): boolean {
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    if (!isWordCharacter(characterBefore(text, at)) && !isWordCharacter(characterAt(text, at + needle.length)))
      return true;
  }
  return false;
}

// A list's terms folded once per list (the query keeps the same list object between renders).
const foldedTerms = new WeakMap<KeywordList, readonly string[]>();
function foldedTermsOf(list: KeywordList): readonly string[] {
  let folded = foldedTerms.get(list);
  if (!folded) foldedTerms.set(list, (folded = termsOfList(list).map((term) => fold(term).trim())));
  return folded;
}

/**
 * Which term of a word list a message's text contains, as a whole word, ignoring case and
 * accents: the first in list order, or nothing. Pattern and sentence lists are not guessed at
 * here (a pattern from the service runs only in the tester's worker, never on the page).
 * Plain string search, no regular expression per term: compiled for each of an imported list's
 * thousands of terms, those held the page for seconds when a message's drawer opened.
 */
export function matchedWord(text: string, list: KeywordList): { term: string; position: number } | undefined {
  if (list.category !== undefined && list.category !== 'word') return undefined;
  const folded = fold(text);
  const terms = termsOfList(list);
  const needles = foldedTermsOf(list);
  for (const [index, needle] of needles.entries()) {
    if (needle !== '' && containsWord(folded, needle)) return { term: terms[index] ?? needle, position: index + 1 };
  }
  return undefined;
}
