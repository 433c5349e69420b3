import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { ApiError } from '../lib/api-error.ts';

const schema = z.looseObject({ data: z.array(z.unknown()) });

function answer(body: string, init: ResponseInit = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await apiRequest('/api/x', schema);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest maps every failure to ApiError', () => {
  it('parses a good answer', async () => {
    answer('{"data":[1]}', { status: 200 });
    await expect(apiRequest('/api/x', schema)).resolves.toEqual({ data: [1] });
  });

  it.each([
    [
      'an error body with code and message',
      '{"error":{"code":"ERR_RULE_NOT_FOUND","message":"No such rule"}}',
      { status: 404 },
      { status: 404, code: 'ERR_RULE_NOT_FOUND', message: 'No such rule', kind: 'http' },
    ],
    [
      'a non-JSON error page',
      '<html>Bad gateway</html>',
      { status: 502, statusText: 'Bad Gateway' },
      { status: 502, code: 'HTTP_502', message: 'Bad Gateway', kind: 'http' },
    ],
    [
      'a 429 with Retry-After',
      '{"error":{"code":"ERR_TOO_MANY_REQUESTS"}}',
      { status: 429, headers: { 'retry-after': '3' } },
      { status: 429, code: 'ERR_TOO_MANY_REQUESTS', retryAfterSeconds: 3 },
    ],
    [
      'a truncated 200 body',
      '{"data":[1,',
      { status: 200 },
      { status: 200, code: 'ERR_MALFORMED_RESPONSE', kind: 'malformed' },
    ],
    [
      'a 200 body of the wrong shape',
      '{"data":"oops"}',
      { status: 200 },
      { status: 200, code: 'ERR_UNEXPECTED_SHAPE', kind: 'unexpected-shape' },
    ],
  ])('%s', async (_name, body, init, expected) => {
    answer(body, init);
    expect(await failure()).toMatchObject(expected);
  });

  // The words come from zod's issue; they must read the same whatever build of zod checks them.
  it.each([
    ['a data field of the wrong type', '{"data":"oops"}', 'Invalid input: expected array, received string'],
    ['a missing data field', '{}', 'Invalid input: expected array, received undefined'],
    ['an array instead of an object', '[]', 'Invalid input: expected object, received array'],
    ['null', 'null', 'Invalid input: expected object, received null'],
  ])('says what was wrong with %s in words', async (_name, body, problem) => {
    answer(body, { status: 200 });
    expect((await failure()).message).toBe(`The service answered with data of an unexpected shape: ${problem}.`);
  });

  it('names the allowed values when a value is not one of them', async () => {
    answer('{"state":"maybe"}', { status: 200 });
    const enumSchema = z.looseObject({ state: z.enum(['on', 'off']) });
    await expect(apiRequest('/api/x', enumSchema)).rejects.toMatchObject({
      message: 'The service answered with data of an unexpected shape: Invalid option: expected one of "on"|"off".',
    });
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure();
    expect(error).toMatchObject({ status: 0, code: 'ERR_NETWORK', kind: 'network' });
  });

  it('sends a PATCH as JSON with the CSRF header', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":[]}'));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', schema, { method: 'PATCH', body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-requested-with': 'dashboard' });
  });
});
