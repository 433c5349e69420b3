import { errorOf, outcomeOf } from './decision-outcome.ts';

describe('outcomeOf', () => {
  it.each([
    [200, undefined, 'applied'],
    [204, undefined, 'applied'],
    [400, 'ERR_BAD_REQUEST', 'refused'],
    [401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'refused'],
    [404, 'ERR_MESSAGE_ID_NOT_FOUND', 'refused'],
    [429, 'ERR_TOO_MANY_REQUESTS', 'refused'],
    [500, 'ERR_OPERATION_FAILED', 'refused'],
    [502, 'ERR_UPSTREAM_REDIRECT', 'refused'],
    [502, 'ERR_UPSTREAM_UNREACHABLE', 'unknown'],
    [504, 'ERR_UPSTREAM_TIMEOUT', 'unknown'],
    [499, undefined, 'unknown'],
  ] as const)('%i %s is %s', (status, code, expected) => {
    expect(outcomeOf(status, code)).toBe(expected);
  });
});

describe('errorOf', () => {
  it.each([
    [{ error: { code: 'ERR_X', message: 'Words.' } }, { code: 'ERR_X', message: 'Words.' }],
    [{ error: { code: 7 } }, {}],
    [{ data: { success: true } }, {}],
    ['text', {}],
    [null, {}],
  ])('reads %j', (body, expected) => {
    expect(errorOf(body)).toEqual(expected);
  });

  it('keeps at most 500 characters of the words', () => {
    expect(errorOf({ error: { message: 'x'.repeat(900) } }).message).toHaveLength(500);
  });
});
