/**
 * Pure checks for the "test this pattern" box. Patterns come from the moderation service, whose
 * regex engine is not JavaScript's: some syntax it accepts would throw here, and some would be
 * silently misread (`\A` is the letter A in a JavaScript regex). Those are named, not run.
 */

/** Longest text the tester runs a pattern against: backtracking cost grows with input length. */
export const MAX_TEST_INPUT = 2_000;
/** A pattern that has not finished by then is stopped and reported as too slow. */
export const PATTERN_TIMEOUT_MS = 250;
/** Matches reported back from one run; more are counted as "and more". */
export const MAX_REPORTED_MATCHES = 100;

export type PreparedPattern =
  | { ok: true; source: string; flags: string; notes: string[] }
  | { ok: false; reason: 'empty' | 'unsupported' | 'invalid'; message: string };

interface Construct {
  test: RegExp;
  name: string;
}

/** Syntax of PCRE/RE2/Python that JavaScript rejects or reads differently (outside classes). */
const UNSUPPORTED: Construct[] = [
  { test: /^\(\?P[<=>]/, name: 'Python-style named groups (?P<name>…)' },
  { test: /^\(\?>/, name: 'atomic groups (?>…)' },
  { test: /^\(\?#/, name: 'comments (?#…)' },
  { test: /^\(\?[a-zA-Z-]*x/, name: 'the verbose flag (?x)' },
  // Before inline flags, which (?R) would also match.
  { test: /^\(\?R\)|^\(\?\d+\)|^\(\?&/, name: 'recursion (?R)' },
  {
    test: /^\(\?[\^a-zA-Z-]+\)/,
    name: 'inline flags (?…) that JavaScript can only take at the very start, as (?i), (?m) or (?s)',
  },
  { test: /^\(\?\|/, name: 'branch-reset groups (?|…)' },
  { test: /^\\[AZzG]/, name: 'the anchors \\A, \\Z, \\z or \\G' },
  { test: /^\\[QE]/, name: 'quoting with \\Q…\\E' },
  { test: /^\\[hHRXKC]/, name: 'the escapes \\h, \\R, \\X, \\K or \\C' },
  { test: /^[*+?]\+/, name: 'possessive quantifiers (a++)' },
];

const POSSESSIVE_COUNT = /\{\d+(,\d*)?\}\+$/;

const POSIX_CLASS = /^\[:\^?[a-z]+:\]/;
const LEADING_FLAGS = /^\(\?([imsU]+)\)/;

/** Finds the first construct JavaScript cannot run faithfully, skipping escapes and classes. */
export function findUnsupportedSyntax(pattern: string): string | undefined {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const rest = pattern.slice(i);
    const char = pattern[i];
    if (inClass) {
      if (POSIX_CLASS.test(rest)) return 'POSIX character classes [[:alpha:]]';
      if (char === '\\') i++;
      else if (char === ']') inClass = false;
      continue;
    }
    const construct = UNSUPPORTED.find((c) => c.test.test(rest));
    if (construct) return construct.name;
    if (POSSESSIVE_COUNT.test(pattern.slice(0, i + 1))) return 'possessive quantifiers (a{2}+)';
    if (char === '\\') i++;
    else if (char === '[') {
      inClass = true;
      // A `]` right after `[` or `[^` is a literal in PCRE.
      if (pattern[i + 1] === '^') i++;
      if (pattern[i + 1] === ']') i++;
    }
  }
  return undefined;
}

/** Turns a service pattern into a JavaScript source and flags, or says why it cannot be run. */
export function preparePattern(pattern: string): PreparedPattern {
  if (pattern.trim() === '') return { ok: false, reason: 'empty', message: 'The pattern is empty.' };
  const notes: string[] = [];
  let source = pattern;
  let flags = '';
  const leading = LEADING_FLAGS.exec(source);
  if (leading?.[1] && !leading[1].includes('U')) {
    flags = [...new Set(leading[1])].join('');
    source = source.slice(leading[0].length);
    notes.push(
      `The leading (?${leading[1]}) was applied as the JavaScript flag${flags.length > 1 ? 's' : ''} ${flags}.`,
    );
  }
  const unsupported = findUnsupportedSyntax(source);
  if (unsupported) {
    return {
      ok: false,
      reason: 'unsupported',
      message: `This pattern uses ${unsupported}, which the service's engine may accept but JavaScript does not, so it cannot be tested here.`,
    };
  }
  // Without the u flag, \p{L} is read as the letters "p{L}": PCRE users mean a Unicode property.
  if (/\\[pP]\{/.test(source)) {
    flags += 'u';
    notes.push('Tested in Unicode mode because the pattern uses \\p{…} properties.');
  }
  try {
    new RegExp(source, flags);
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^Invalid regular expression: /, '') : String(error);
    return { ok: false, reason: 'invalid', message: `Not a valid regular expression in JavaScript: ${detail}` };
  }
  return { ok: true, source, flags, notes };
}

export interface MatchRange {
  start: number;
  end: number;
}

export interface MatchResult {
  matches: MatchRange[];
  /** True when more matches exist than were reported. */
  truncated: boolean;
}

/** Every match of `regex` in `text` (at most `max`), stepping past empty matches. */
export function findMatches(regex: RegExp, text: string, max = MAX_REPORTED_MATCHES): MatchResult {
  const global = new RegExp(regex.source, regex.flags.includes('g') ? regex.flags : `${regex.flags}g`);
  const matches: MatchRange[] = [];
  let match: RegExpExecArray | null;
  while ((match = global.exec(text)) !== null) {
    if (matches.length === max) return { matches, truncated: true };
    matches.push({ start: match.index, end: match.index + match[0].length });
    if (match[0].length === 0) global.lastIndex = advance(text, global.lastIndex, global.unicode);
  }
  return { matches, truncated: false };
}

function advance(text: string, index: number, unicode: boolean): number {
  const code = text.codePointAt(index);
  return index + (unicode && code !== undefined && code > 0xffff ? 2 : 1);
}

export interface TextSegment {
  text: string;
  matched: boolean;
}

/** The text cut into matched and unmatched runs, for highlighting. Empty matches are skipped. */
export function highlightSegments(text: string, matches: readonly MatchRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const { start, end } of matches) {
    if (end <= start || start < at) continue;
    if (start > at) segments.push({ text: text.slice(at, start), matched: false });
    segments.push({ text: text.slice(start, end), matched: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), matched: false });
  return segments;
}
