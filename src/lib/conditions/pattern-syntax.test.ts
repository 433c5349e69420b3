import { describe, expect, it } from 'vitest';
import { findMatches, findUnsupportedSyntax, highlightSegments, preparePattern } from './pattern-syntax.ts';

describe('findUnsupportedSyntax', () => {
  it.each([
    ['(\\+?\\d{1,3}[ -]?)?\\(?\\d{3}\\)?[ -]?\\d{3}[ -]?\\d{4}', undefined],
    ['[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}', undefined],
    ['https?://[^\\s]+', undefined],
    ['(?<word>\\w+)(?=x)(?<!y)(?:z)', undefined],
    ['a+?b*?', undefined],
    ['\\++', undefined],
    ['[\\]+]+', undefined],
    ['[]a]', undefined],
    ['(?P<name>\\w+)', 'Python-style named groups (?P<name>…)'],
    ['(?>abc)', 'atomic groups (?>…)'],
    ['a(?#note)b', 'comments (?#…)'],
    ['(?x) a b', 'the verbose flag (?x)'],
    ['abc(?i)def', 'inline flags (?…) that JavaScript can only take at the very start, as (?i), (?m) or (?s)'],
    ['\\Aabc\\z', 'the anchors \\A, \\Z, \\z or \\G'],
    ['\\Q.*\\E', 'quoting with \\Q…\\E'],
    ['a\\hb', 'the escapes \\h, \\R, \\X, \\K or \\C'],
    ['a++', 'possessive quantifiers (a++)'],
    ['\\d{2}+', 'possessive quantifiers (a{2}+)'],
    ['[[:alpha:]]+', 'POSIX character classes [[:alpha:]]'],
    ['[\\[:alpha:]]', undefined],
    ['\\\\A', undefined],
  ])('%s', (pattern, expected) => {
    expect(findUnsupportedSyntax(pattern)).toBe(expected);
  });
});

describe('preparePattern', () => {
  it('accepts a plain pattern as it is', () => {
    expect(preparePattern('\\d{10}')).toEqual({ ok: true, source: '\\d{10}', flags: '', notes: [] });
  });

  it('applies a leading (?i) as a flag and says so', () => {
    const prepared = preparePattern('(?i)spam');
    expect(prepared).toMatchObject({ ok: true, source: 'spam', flags: 'i' });
    expect(prepared.ok && prepared.notes[0]).toContain('(?i)');
  });

  it('uses Unicode mode for \\p{…}', () => {
    expect(preparePattern('\\p{L}+')).toMatchObject({ ok: true, flags: 'u' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['(abc', 'invalid'],
    ['[z-a]', 'invalid'],
    ['*abc', 'invalid'],
    ['(?P<n>x)', 'unsupported'],
    ['(?U)a+', 'unsupported'],
  ])('%j is %s', (pattern, reason) => {
    const prepared = preparePattern(pattern);
    expect(prepared.ok).toBe(false);
    expect(!prepared.ok && prepared.reason).toBe(reason);
  });

  it('words an invalid pattern without the engine prefix', () => {
    const prepared = preparePattern('(abc');
    expect(!prepared.ok && prepared.message).toMatch(/^Not a valid regular expression in JavaScript: /);
  });
});

describe('findMatches', () => {
  it.each([
    ['\\d+', '', 'a1b22c333', [[1, 2], [3, 5], [6, 9]], false],
    ['x', '', 'abc', [], false],
    ['', '', 'ab', [[0, 0], [1, 1], [2, 2]], false],
    ['spam', 'i', 'SPAM spam', [[0, 4], [5, 9]], false],
    ['\\p{Emoji_Presentation}?', 'u', '😀a', [[0, 2], [2, 2], [3, 3]], false],
  ])('/%s/%s in %j', (source, flags, text, ranges, truncated) => {
    const result = findMatches(new RegExp(source, flags), text);
    expect(result.matches.map((m) => [m.start, m.end])).toEqual(ranges);
    expect(result.truncated).toBe(truncated);
  });

  it('stops at the cap and says there are more', () => {
    const result = findMatches(/a/, 'aaaaa', 3);
    expect(result.matches).toHaveLength(3);
    expect(result.truncated).toBe(true);
  });
});

describe('highlightSegments', () => {
  it.each([
    ['abc', [], [{ text: 'abc', matched: false }]],
    ['abc', [{ start: 0, end: 3 }], [{ text: 'abc', matched: true }]],
    [
      'call 555 now',
      [{ start: 5, end: 8 }],
      [{ text: 'call ', matched: false }, { text: '555', matched: true }, { text: ' now', matched: false }],
    ],
    ['ab', [{ start: 1, end: 1 }], [{ text: 'ab', matched: false }]],
  ])('%j', (text, matches, expected) => {
    expect(highlightSegments(text, matches)).toEqual(expected);
  });
});
