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
    ['a(?im)b', 'inline flags (?…) that JavaScript can only take at the very start, as (?i), (?m) or (?s)'],
    ['(?|a|b)', 'branch-reset groups (?|…)'],
    ['(a)(?R)', 'recursion (?R)'],
    ['(a)(?12)', 'recursion (?R)'],
    ['(?<n>a)(?&n)', 'recursion (?R)'],
    ['a{12}+', 'possessive quantifiers (a{2}+)'],
    ['a{2,10}+', 'possessive quantifiers (a{2}+)'],
    ['a{2,}+', 'possessive quantifiers (a{2}+)'],
    // The same text as a literal inside a class is no construct; a class ends at its `]`.
    ['[(?P<]', undefined],
    ['[(?>]', undefined],
    ['[(?#]', undefined],
    ['[(?x)]', undefined],
    ['[(?i)]', undefined],
    ['[(?|]', undefined],
    ['[(?R)(?1)(?&]', undefined],
    ['[\\Q\\h]', undefined],
    ['[a{2}+]x', undefined],
    ['[a](?>x)', 'atomic groups (?>…)'],
    ['[^](?>)]', undefined],
    ['[](?>)]', undefined],
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

  it('uses Unicode mode for \\p{…}, and says so', () => {
    expect(preparePattern('\\p{L}+')).toEqual({
      ok: true,
      source: '\\p{L}+',
      flags: 'u',
      notes: ['Tested in Unicode mode because the pattern uses \\p{…} properties.'],
    });
  });

  it.each<[string, string, string, string]>([
    ['(?im)spam', 'spam', 'im', 'The leading (?im) was applied as the JavaScript flags im.'],
    ['(?ii)spam', 'spam', 'i', 'The leading (?ii) was applied as the JavaScript flag i.'],
    ['(?s)a.b', 'a.b', 's', 'The leading (?s) was applied as the JavaScript flag s.'],
  ])('applies %s as flags', (pattern, source, flags, note) => {
    expect(preparePattern(pattern)).toEqual({ ok: true, source, flags, notes: [note] });
  });

  it('takes inline flags only at the very start', () => {
    expect(preparePattern('a(?i)b')).toMatchObject({ ok: false, reason: 'unsupported' });
  });

  it('says an empty pattern is empty', () => {
    expect(preparePattern(' ')).toEqual({ ok: false, reason: 'empty', message: 'The pattern is empty.' });
  });

  it('names the construct it cannot test, and why', () => {
    expect(preparePattern('(?>a)')).toEqual({
      ok: false,
      reason: 'unsupported',
      message:
        "This pattern uses atomic groups (?>…), which the service's engine may accept but JavaScript does not, so it cannot be tested here.",
    });
  });

  it('calls an unclosed class invalid, not a possessive quantifier', () => {
    expect(preparePattern('[{2}+')).toMatchObject({ ok: false, reason: 'invalid' });
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
    const message = !prepared.ok ? prepared.message : '';
    expect(message).toMatch(/^Not a valid regular expression in JavaScript: \/\(abc\/: Unterminated group$/);
  });
});

describe('findMatches', () => {
  it.each([
    [
      '\\d+',
      '',
      'a1b22c333',
      [
        [1, 2],
        [3, 5],
        [6, 9],
      ],
      false,
    ],
    ['x', '', 'abc', [], false],
    [
      '',
      '',
      'ab',
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      false,
    ],
    [
      'spam',
      'i',
      'SPAM spam',
      [
        [0, 4],
        [5, 9],
      ],
      false,
    ],
    [
      '\\p{Emoji_Presentation}?',
      'u',
      '😀a',
      [
        [0, 2],
        [2, 2],
        [3, 3],
      ],
      false,
    ],
    [
      '',
      'u',
      '😀a',
      [
        [0, 0],
        [2, 2],
        [3, 3],
      ],
      false,
    ],
    [
      '',
      'u',
      '\uffffa',
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      false,
    ],
    [
      '',
      '',
      '😀',
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      false,
    ],
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
      [
        { text: 'call ', matched: false },
        { text: '555', matched: true },
        { text: ' now', matched: false },
      ],
    ],
    ['ab', [{ start: 1, end: 1 }], [{ text: 'ab', matched: false }]],
    [
      'abcdef',
      [
        { start: 0, end: 3 },
        { start: 2, end: 4 },
      ],
      [
        { text: 'abc', matched: true },
        { text: 'def', matched: false },
      ],
    ],
  ])('%j', (text, matches, expected) => {
    expect(highlightSegments(text, matches)).toEqual(expected);
  });
});
