import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { signInErrorText } from './sign-in-error.ts';

const error = (status: number, code: string, retryAfterSeconds?: number, message = 'server words') =>
  new ApiError({ status, code, kind: 'http', message, retryAfterSeconds });
const FROM_ADDRESS = 'Too many sign-in attempts from this address; try again in 35 seconds.';

describe('signInErrorText', () => {
  it.each([
    [
      error(401, 'ERR_BAD_CREDENTIALS'),
      'Not signed in',
      'The user name or password is wrong. Check both and try again.',
    ],
    [error(429, 'ERR_TOO_MANY_ATTEMPTS', 35, FROM_ADDRESS), 'Too many attempts', FROM_ADDRESS],
    [
      error(429, 'ERR_TOO_MANY_ATTEMPTS', 35, ''),
      'Too many attempts',
      'Too many sign-in attempts. Wait 35 s, then try again.',
    ],
    [
      error(429, 'ERR_TOO_MANY_ATTEMPTS', undefined, ''),
      'Too many attempts',
      'Too many sign-in attempts. Wait a minute, then try again.',
    ],
    [
      new ApiError({
        status: 0,
        code: 'ERR_NETWORK',
        kind: 'network',
        message: 'The dashboard server could not be reached.',
      }),
      'The dashboard server did not answer',
      'The dashboard server could not be reached. (no answer, ERR_NETWORK) Check your connection',
    ],
  ])('%s', (failure, title, text) => {
    const words = signInErrorText(failure);
    expect(words.title).toBe(title);
    expect(words.text.startsWith(text)).toBe(true);
  });
});
