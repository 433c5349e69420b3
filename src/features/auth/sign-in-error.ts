import { isApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/describe-error.ts';

/** What the sign-in form says when signing in failed: the server's own words for its own refusals. */
export function signInErrorText(error: unknown): { title: string; text: string } {
  if (isApiError(error) && error.code === 'ERR_BAD_CREDENTIALS') {
    return { title: 'Not signed in', text: 'The user name or password is wrong. Check both and try again.' };
  }
  if (isApiError(error) && error.code === 'ERR_TOO_MANY_ATTEMPTS') {
    const wait = error.retryAfterSeconds === undefined ? 'a minute' : `${error.retryAfterSeconds} s`;
    return { title: 'Too many attempts', text: `Too many failed sign-ins for this user name. Wait ${wait}, then try again.` };
  }
  const { title, detail, nextStep } = describeError(error, 'the sign-in');
  return { title, text: `${detail} ${nextStep}` };
}
