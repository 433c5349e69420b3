import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-error.ts';
import { describeError } from './describe-error.ts';

const apiError = (
  status: number,
  kind: ApiErrorKind = 'http',
  extra: { code?: string; retryAfterSeconds?: number } = {},
) =>
  new ApiError({
    status,
    kind,
    code: extra.code ?? 'ERR_X',
    message: 'It failed',
    retryAfterSeconds: extra.retryAfterSeconds,
  });

describe('describeError: what a page says for each failure', () => {
  it.each<[string, ApiError, string, RegExp, boolean]>([
    ['no answer at all', apiError(0, 'network'), 'The dashboard server did not answer', /Check your connection/, true],
    [
      'a body that is not JSON',
      apiError(200, 'malformed'),
      'The service sent data the dashboard cannot read',
      /the service may have changed/,
      true,
    ],
    [
      'JSON of the wrong shape',
      apiError(200, 'unexpected-shape'),
      'The service sent data the dashboard cannot read',
      /the service may have changed/,
      true,
    ],
    ['401 from the service', apiError(401), 'The service rejected the credentials', /key and secret/, false],
    ['403 from the service', apiError(403), 'The service rejected the credentials', /key and secret/, false],
    ['404', apiError(404), 'Not found in this app', /the rule 7 does not exist here/, false],
    ['400', apiError(400), 'The service refused the request', /Correct the values/, false],
    ['413', apiError(413), 'The service refused the request', /Correct the values/, false],
    ['422', apiError(422), 'The service refused the request', /Correct the values/, false],
    ['429 with Retry-After', apiError(429, 'http', { retryAfterSeconds: 30 }), 'Too many requests', /wait 30 s;/, true],
    ['429 without Retry-After', apiError(429), 'Too many requests', /wait a moment;/, true],
    ['502', apiError(502), 'The service could not be reached', /check that the service is up/, true],
    ['504', apiError(504), 'The service took too long to answer', /check that the service is up/, true],
    ['500', apiError(500), 'The service had a problem', /^Retry in a moment\.$/, true],
    ['408', apiError(408), 'The service had a problem', /^Retry in a moment\.$/, true],
    [
      'an audit store that cannot write',
      apiError(503, 'http', { code: 'ERR_AUDIT_UNAVAILABLE' }),
      'The dashboard cannot record this right now',
      /Nothing was sent to the service/,
      true,
    ],
    [
      'an ended session',
      apiError(401, 'http', { code: 'ERR_SESSION_REQUIRED' }),
      'Your session has ended',
      /Sign in again/,
      true,
    ],
    [
      'a role that may not',
      apiError(403, 'http', { code: 'ERR_ROLE_FORBIDDEN' }),
      'Your account may not do this',
      /Ask an admin/,
      false,
    ],
    [
      'a forged request',
      apiError(403, 'http', { code: 'ERR_CSRF' }),
      'The request did not come from the dashboard page',
      /Reload the dashboard/,
      false,
    ],
    [
      'no key and secret sent',
      apiError(401, 'http', { code: 'AUTH_ERR_EMPTY_AUTH_HEADER' }),
      'No key and secret were sent',
      /set this app's key and secret/,
      false,
    ],
    [
      'no app id sent',
      apiError(400, 'http', { code: 'AUTH_ERR_EMPTY_APPID' }),
      'The service needs the app id',
      /moderationBaseUrl and appId/,
      false,
    ],
  ])('%s', (_, error, title, nextStep, canRetry) => {
    const words = describeError(error, 'the rule 7');
    expect(words.title).toBe(title);
    expect(words.nextStep).toMatch(nextStep);
    expect(words.canRetry).toBe(canRetry);
  });

  it.each<[ApiError, string]>([
    [apiError(0, 'network'), 'It failed (no answer, ERR_X)'],
    [apiError(429, 'http', { code: 'ERR_TOO_MANY_REQUESTS' }), 'It failed (HTTP 429, ERR_TOO_MANY_REQUESTS)'],
  ])('gives the status and the code in the detail: %s', (error, detail) => {
    expect(describeError(error).detail).toBe(detail);
  });

  it('names what was asked for when it does not exist, or "this data"', () => {
    expect(describeError(apiError(404)).nextStep).toBe(
      'Check the id, or pick another app: this data does not exist here.',
    );
  });

  it.each<[string, unknown, string]>([
    ['a bug in the page', new TypeError('x is undefined'), 'x is undefined'],
    ['something thrown that is not an error', 'boom', 'boom'],
  ])('calls %s a problem of the dashboard, worth a reload', (_, thrown, detail) => {
    expect(describeError(thrown)).toEqual({
      title: 'Something went wrong in the dashboard',
      detail,
      nextStep: 'Reload the page. If it happens again, report it with the steps that led here.',
      canRetry: true,
    });
  });
});
