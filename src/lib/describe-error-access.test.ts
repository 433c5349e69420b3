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
    [401, 'ERR_SOMETHING_ELSE', 'The service rejected the credentials', false],
  ])('%i %s: %s', (status, code, title, canRetry) => {
    expect(describeError(error(status, code))).toMatchObject({ title, canRetry });
  });
});

describe('describeError for the service’s credential codes, whatever the status', () => {
  it.each([
    [403, 'AUTH_ERR_NO_ACCESS', 'The API key lacks the access this needs', /full access/],
    [404, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The service does not know this API key', /check this app's key/],
    [401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'The service does not know this API key', /check this app's key/],
    [401, 'AUTH_ERR_EMPTY_APIKEY', 'No API key was sent', /apiKey/],
    [401, 'AUTH_ERR_INVALID_APPID', 'The service does not know this app id', /appId/],
    [404, 'ERR_RULE_NOT_FOUND', 'Not found in this app', /Check the id/],
  ])('%i %s: %s', (status, code, title, nextStep) => {
    const words = describeError(error(status, code));
    expect(words).toMatchObject({ title, canRetry: false });
    expect(words.nextStep).toMatch(nextStep);
    expect(words.detail).toContain(`HTTP ${status}, ${code}`);
  });
});
