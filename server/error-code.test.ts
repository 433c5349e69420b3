import { describe, expect, it } from 'vitest';
import { errorCode } from './error-code.ts';

const withCode = (code: unknown, cause?: unknown) =>
  Object.assign(new Error('connect to https://user:secret@example.invalid failed', { cause }), { code });

describe('errorCode', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a system error', withCode('ECONNREFUSED'), 'ECONNREFUSED'],
    [
      'fetch failing with the system error as its cause',
      new TypeError('fetch failed', { cause: withCode('ENOTFOUND') }),
      'ENOTFOUND',
    ],
    [
      'a cause three levels down',
      new Error('a', { cause: new Error('b', { cause: withCode(undefined, withCode('EPIPE')) }) }),
      'EPIPE',
    ],
    [
      'a cause too deep to follow',
      new Error('1', {
        cause: new Error('2', { cause: new Error('3', { cause: new Error('4', { cause: withCode('EDEEP') }) }) }),
      }),
      undefined,
    ],
    ['a code that is not a constant name', withCode('see https://example.invalid'), undefined],
    ['a numeric code', withCode(42), undefined],
    ['no error at all', 'ECONNRESET', undefined],
  ])('%s', (_name, error, expected) => {
    expect(errorCode(error)).toBe(expected);
  });
});
