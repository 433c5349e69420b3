import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { describeError } from './describe-error.ts';

const error = (status: number, code: string) => new ApiError({ status, code, kind: 'http', message: 'm' });

describe('describeError for the dashboard server’s own refusals', () => {
  it.each([
    [401, 'ERR_SESSION_REQUIRED', 'Your session has ended', true],
    [403, 'ERR_ROLE_FORBIDDEN', 'Your account may not do this', false],
    [403, 'ERR_APP_FORBIDDEN', 'Your account may not do this', false],
    [403, 'ERR_CSRF', 'The request did not come from the dashboard page', false],
    [401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The service rejected the credentials', false],
  ])('%i %s: %s', (status, code, title, canRetry) => {
    expect(describeError(error(status, code))).toMatchObject({ title, canRetry });
  });
});
