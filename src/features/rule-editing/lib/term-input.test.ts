import { describeIntake, fileSizeProblem, takeTerms } from './term-input.ts';

describe('takeTerms', () => {
  it.each([
    [
      'word list: commas and lines, quotes, blanks and repeats',
      'darn, "heck",\n\ngosh,darn\n',
      'word',
      ['heck'],
      { added: ['darn', 'gosh'], duplicates: ['heck', 'darn'], blanks: 2 },
    ],
    [
      'pattern list: a comma belongs to the pattern',
      '\\d{1,3},\\d{3}\n[a-z]{2,5}',
      'pattern',
      [],
      { added: ['\\d{1,3},\\d{3}', '[a-z]{2,5}'], duplicates: [], blanks: 0 },
    ],
    [
      'sentences, one a line',
      'Pay me directly.\r\nAdd me on Telegram.\r\n',
      'sentence-similarity',
      [],
      { added: ['Pay me directly.', 'Add me on Telegram.'], duplicates: [], blanks: 0 },
    ],
  ])('%s', (_, input, category, existing, expected) => {
    expect(takeTerms(input, category, existing)).toEqual(expected);
  });
});

describe('describeIntake', () => {
  it('says what was added and what was dropped', () => {
    expect(describeIntake({ added: ['a', 'b'], duplicates: ['c'], blanks: 1 })).toBe(
      'Added 2 terms; dropped 1 already on the list (c) and 1 blank.',
    );
    expect(describeIntake({ added: ['a'], duplicates: [], blanks: 0 })).toBe('Added 1 term.');
  });
});

describe('fileSizeProblem', () => {
  it.each([
    ['a small file', 2_000, undefined],
    ['exactly 1 MB', 1024 * 1024, undefined],
    [
      'one byte over',
      1024 * 1024 + 1,
      "That file is 1 MB (1,048,577 bytes); the service takes a list's file up to 1 MB (1,048,576 bytes, moderation/constraints-and-limits.mdx). Split it into smaller files and add them one by one.",
    ],
    [
      'a 2.5 MB file',
      2.5 * 1024 * 1024,
      "That file is 2.5 MB (2,621,440 bytes); the service takes a list's file up to 1 MB (1,048,576 bytes, moderation/constraints-and-limits.mdx). Split it into smaller files and add them one by one.",
    ],
  ])('%s', (_, bytes, words) => {
    expect(fileSizeProblem(bytes)).toBe(words);
  });
});
