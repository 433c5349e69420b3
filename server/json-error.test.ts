import { errorOf } from './json-error.ts';

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
