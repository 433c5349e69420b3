import { describe, expect, it } from 'vitest';
import { ApiError, isRetryable, parseRetryAfter } from './api-error.ts';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['5', 5],
    [' 12 ', 12],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
    ['soon', undefined],
    ['5 minutes', undefined],
    ['x5', undefined],
    [null, undefined],
  ])('%j → %j', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });
});

describe('isRetryable', () => {
  const error = (status: number, kind: ApiError['kind'] = 'http') =>
    new ApiError({ status, code: 'X', message: 'm', kind });
  it.each([
    [error(0, 'network'), true],
    [error(429), true],
    [error(408), true],
    [error(500), true],
    [error(502), true],
    [error(504), true],
    [error(400), false],
    [error(401), false],
    [error(404), false],
    [new Error('not an api error'), false],
    [{ kind: 'network', status: 503 }, false],
  ])('%s → %j', (err, expected) => {
    expect(isRetryable(err)).toBe(expected);
  });
});

describe('ApiError', () => {
  it('names itself in logs and stack traces', () => {
    expect(String(new ApiError({ status: 500, code: 'X', message: 'It failed', kind: 'http' }))).toBe(
      'ApiError: It failed',
    );
  });
});
