import { describe, expect, it } from 'vitest';
import { ifMatchHolds, parseIfMatch } from './preconditions.ts';

const RULE = { id: 'spam', revisionId: 'app_spam_4' };

describe('If-Match against the version a resource has now ("rev:app_spam_4")', () => {
  it.each([
    ['its own strong tag', '"rev:app_spam_4"', true],
    ['a list holding it', '"rev:app_spam_3", "rev:app_spam_4"', true],
    ['a list holding it, without spaces', '"x","rev:app_spam_4"', true],
    ['any version (*)', '*', true],
    ['an older version', '"rev:app_spam_3"', false],
    ['its tag made weak (If-Match compares strongly)', 'W/"rev:app_spam_4"', false],
    ['the bare token, unquoted', 'rev:app_spam_4', false],
    ['a list that is not one', '"rev:app_spam_4" junk', false],
    ['a half-quoted tag', '"rev:app_spam_4', false],
  ])('%s (%s): %s', (_what, header, holds) => {
    expect(ifMatchHolds(parseIfMatch(header), RULE)).toBe(holds);
  });

  it.each([undefined, '', '   '])(
    'an absent or empty header (%j) names nothing, so a write is asked for one',
    (header) => {
      expect(parseIfMatch(header)).toEqual({ kind: 'absent' });
    },
  );
});
