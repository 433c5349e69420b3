import { ApiError } from '../lib/api-error.ts';
import { retryUnlessStoreless } from './archive.ts';

const error = (status: number, code: string) => new ApiError({ status, code, message: 'words', kind: 'http' });

describe('retryUnlessStoreless', () => {
  it.each([
    ['a server without a store: at once, no wait for its Retry-After', 0, error(503, 'ERR_STORE_UNAVAILABLE'), false],
    ['another 503', 0, error(503, 'ERR_UPSTREAM_UNREACHABLE'), true],
    ['a 500, after three retries', 3, error(500, 'ERR_INTERNAL'), false],
    ['a 400: never', 0, error(400, 'ERR_BAD_REQUEST'), false],
    ['a network failure', 1, new ApiError({ status: 0, code: 'ERR_NETWORK', message: 'words', kind: 'network' }), true],
  ])('%s', (_name, failures, failure, retried) => {
    expect(retryUnlessStoreless(failures, failure)).toBe(retried);
  });
});
