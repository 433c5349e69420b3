/**
 * How much one replay body may ask for, checked before any work. Each cap stands far above the
 * service's documented limits (10 conditions and 10 filters a rule, a keyword up to 100
 * characters, a list file up to 1 MB), so no change the service would take is refused; what
 * they stop is a body made to keep the replay's worker busy. The service documents no count of
 * terms: 50,000 words is a 1 MB list of 20-character ones. Patterns cost most, each its own
 * regular expression run on every message: the service's own pattern lists hold a handful.
 */
export interface ReplayCaps {
  conditions: number;
  filters: number;
  terms: number;
  patterns: number;
  termCharacters: number;
  bytes: number;
}

export const REPLAY_CAPS: ReplayCaps = {
  conditions: 100,
  filters: 100,
  terms: 50_000,
  patterns: 1_000,
  termCharacters: 1_000,
  bytes: 1024 * 1024,
};

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
const objects = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : [];
const isReference = (condition: Record<string, unknown>) =>
  condition.isKeywordsReferencePresent === true ||
  condition.isListReferencePresent === true ||
  condition.isKeywordReferencePresent === true;

/** The words and the patterns a change carries itself (a rule's own values, a list's terms), not lists it names. */
function termsOf(body: { rule?: Record<string, unknown>; keywordList?: Record<string, unknown> }) {
  const words: string[] = [];
  const patterns: string[] = [];
  for (const condition of objects(body.rule?.conditions)) {
    if (isReference(condition)) continue;
    (condition.category === 'pattern' ? patterns : words).push(...strings(condition.value));
  }
  const list = body.keywordList;
  if (list) {
    const terms = [...strings(list.searchTerms), ...strings(list.disallowedSentences)];
    (list.category === 'pattern' ? patterns : words).push(...terms);
  }
  return { words, patterns };
}

const figure = (count: number) => count.toLocaleString('en-US');
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`
    : bytes >= 1024
      ? `${figure(Math.ceil(bytes / 1024))} KB`
      : `${figure(bytes)} bytes`;

/** The first cap the body goes over, in words ("at most 1,000 patterns (this change has 60,000)"), or undefined. */
export function overCap(
  body: { rule?: Record<string, unknown>; keywordList?: Record<string, unknown> },
  bodyBytes: number,
  caps: ReplayCaps = REPLAY_CAPS,
): string | undefined {
  if (bodyBytes > caps.bytes) return `at most ${size(caps.bytes)} of request body (this one has ${size(bodyBytes)})`;
  const conditions = objects(body.rule?.conditions).length;
  if (conditions > caps.conditions)
    return `at most ${figure(caps.conditions)} conditions in a rule (this one has ${figure(conditions)})`;
  const filters = objects(body.rule?.filters).length;
  if (filters > caps.filters)
    return `at most ${figure(caps.filters)} filters in a rule (this one has ${figure(filters)})`;
  const { words, patterns } = termsOf(body);
  if (patterns.length > caps.patterns)
    return `at most ${figure(caps.patterns)} patterns (this change has ${figure(patterns.length)})`;
  if (words.length > caps.terms) return `at most ${figure(caps.terms)} terms (this change has ${figure(words.length)})`;
  const long = [...patterns, ...words].find((term) => term.length > caps.termCharacters);
  if (long !== undefined)
    return `at most ${figure(caps.termCharacters)} characters in a term or pattern (one has ${figure(long.length)})`;
  return undefined;
}
