import { isApiError, type ApiError } from './api-error.ts';
import { credentialWords } from './credential-errors.ts';

export interface ErrorDescription {
  title: string;
  /** What went wrong, in words, with status and code when there are any. */
  detail: string;
  /** What the user can do about it. */
  nextStep: string;
  /** Whether trying again may help (offer a retry button). */
  canRetry: boolean;
}

/** Words for every error a page can show, so all pages say the same thing the same way. */
export function describeError(error: unknown, what = 'this data'): ErrorDescription {
  if (!isApiError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      title: 'Something went wrong in the dashboard',
      detail: message,
      nextStep: 'Reload the page. If it happens again, report it with the steps that led here.',
      canRetry: true,
    };
  }
  const detail = `${error.message} (${statusLabel(error)}, ${error.code})`;
  return { detail, ...wordsFor(error, what) };
}

function statusLabel(error: ApiError): string {
  return error.status === 0 ? 'no answer' : `HTTP ${error.status}`;
}

function wordsFor(error: ApiError, what: string): Omit<ErrorDescription, 'detail'> {
  if (error.kind === 'network') {
    return {
      title: 'The dashboard server did not answer',
      nextStep: 'Check your connection and that the dashboard server is running, then retry.',
      canRetry: true,
    };
  }
  if (error.kind === 'malformed' || error.kind === 'unexpected-shape') {
    return {
      title: 'The service sent data the dashboard cannot read',
      nextStep: 'Retry in a moment. If it keeps happening, the service may have changed: report it.',
      canRetry: true,
    };
  }
  const access = accessWords(error) ?? credentialWords(error);
  if (access) return access;
  if (error.status === 401 || error.status === 403) {
    return {
      title: 'The service rejected the credentials',
      nextStep: "Ask the dashboard's operator to check this app's key and secret in the server config.",
      canRetry: false,
    };
  }
  if (error.status === 404) {
    return {
      title: `Not found in this app`,
      nextStep: `Check the id, or pick another app: ${what} does not exist here.`,
      canRetry: false,
    };
  }
  if (error.status === 400 || error.status === 413 || error.status === 422) {
    return {
      title: 'The service refused the request',
      nextStep: 'Correct the values it names and try again.',
      canRetry: false,
    };
  }
  if (error.status === 429) {
    const wait = error.retryAfterSeconds === undefined ? 'a moment' : `${error.retryAfterSeconds} s`;
    return {
      title: 'Too many requests',
      nextStep: `The service asked to wait ${wait}; the dashboard retries on its own, or retry then.`,
      canRetry: true,
    };
  }
  if (error.status === 502 || error.status === 504) {
    return {
      title: error.status === 504 ? 'The service took too long to answer' : 'The service could not be reached',
      nextStep: 'Retry in a moment. If it persists, check that the service is up.',
      canRetry: true,
    };
  }
  return {
    title: 'The service had a problem',
    nextStep: 'Retry in a moment.',
    canRetry: true,
  };
}

/** The dashboard server's own refusals (sign-in, role, CSRF): not the upstream rejecting its credentials. */
function accessWords(error: ApiError): Omit<ErrorDescription, 'detail'> | undefined {
  switch (error.code) {
    case 'ERR_SESSION_REQUIRED':
      return {
        title: 'Your session has ended',
        nextStep: 'Sign in again. To keep unsaved edits, sign in from a new tab, then retry here.',
        canRetry: true,
      };
    case 'ERR_ROLE_FORBIDDEN':
    case 'ERR_APP_FORBIDDEN':
      return {
        title: 'Your account may not do this',
        nextStep: 'Ask an admin of the dashboard for access.',
        canRetry: false,
      };
    case 'ERR_AUDIT_UNAVAILABLE':
      return {
        title: 'The dashboard cannot record this right now',
        nextStep:
          'Nothing was sent to the service. Ask the operator to check where the dashboard keeps its records (its database, or its log files), then try again.',
        canRetry: true,
      };
    case 'ERR_CSRF':
      return {
        title: 'The request did not come from the dashboard page',
        nextStep: 'Reload the dashboard and try again.',
        canRetry: false,
      };
    default:
      return undefined;
  }
}
