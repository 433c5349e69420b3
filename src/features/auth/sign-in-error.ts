import { isApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/describe-error.ts';

/** What the sign-in form says when signing in failed: the server's own words for its own refusals. */
export function signInErrorText(error: unknown): { title: string; text: string } {
  if (isApiError(error) && error.code === 'ERR_BAD_CREDENTIALS') {
    return { title: 'Not signed in', text: 'The user name or password is wrong. Check both and try again.' };
  }
  if (isApiError(error) && error.code === 'ERR_TOO_MANY_ATTEMPTS') {
    // The server says which budget ran out (this address, this name, the whole server) and for how long.
    const wait = error.retryAfterSeconds === undefined ? 'a minute' : `${error.retryAfterSeconds} s`;
    return {
      title: 'Too many attempts',
      text: error.message || `Too many sign-in attempts. Wait ${wait}, then try again.`,
    };
  }
  const { title, detail, nextStep } = describeError(error, 'the sign-in');
  return { title, text: `${detail} ${nextStep}` };
}
