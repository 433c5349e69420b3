import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { globalConfig } from 'zod/v4/core';
// The whole English locale, only to compare with: the SPA itself does not load it.
import en from 'zod/v4/locales/en.js';
import { readable, z } from './zod.ts';

const english = { error: en().localeError };

function messages(schema: z.ZodMiniType, input: unknown, options?: typeof readable | typeof english): string[] {
  const result = schema.safeParse(input, options);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('readable words issues as the English locale does', () => {
  it.each([
    ['a number for a string', z.string(), 1, 'Invalid input: expected string, received number'],
    ['nothing for a string', z.string(), undefined, 'Invalid input: expected string, received undefined'],
    ['null for a string', z.string(), null, 'Invalid input: expected string, received null'],
    ['a date for a string', z.string(), new Date(0), 'Invalid input: expected string, received Date'],
    ['a string for a number', z.number(), '3', 'Invalid input: expected number, received string'],
    ['NaN for a number', z.number(), Number.NaN, 'Invalid input: expected number, received NaN'],
    [
      'Infinity for a number',
      z.number(),
      Number.POSITIVE_INFINITY,
      'Invalid input: expected number, received Infinity',
    ],
    [
      '-Infinity for a number',
      z.number(),
      Number.NEGATIVE_INFINITY,
      'Invalid input: expected number, received -Infinity',
    ],
    ['a fraction for an int', z.int(), 1.5, 'Invalid input: expected int, received number'],
    ['a string for an int', z.int(), '3', 'Invalid input: expected number, received string'],
    ['an unsafe int', z.int(), 2 ** 60, 'Too big: expected int to be <=9007199254740991'],
    ['a string for a boolean', z.boolean(), 'yes', 'Invalid input: expected boolean, received string'],
    ['a string for an array', z.array(z.string()), 'x', 'Invalid input: expected array, received string'],
    ['an array for an object', z.looseObject({}), [], 'Invalid input: expected object, received array'],
    ['an array for a record', z.record(z.string(), z.unknown()), [1], 'Invalid input: expected record, received array'],
    [
      'a value outside an enum',
      z.enum(['accepted', 'rejected']),
      'maybe',
      'Invalid option: expected one of "accepted"|"rejected"',
    ],
    ['another number literal', z.literal(1), 2, 'Invalid input: expected 1'],
    ['another string literal', z.literal('a'), 'b', 'Invalid input: expected "a"'],
    ['a number below its minimum', z.number().check(z.minimum(0)), -1, 'Too small: expected number to be >=0'],
    ['a number above its maximum', z.int().check(z.maximum(2359)), 2400, 'Too big: expected number to be <=2359'],
    ['a number not above a bound', z.number().check(z.gt(0)), 0, 'Too small: expected number to be >0'],
    ['a number not below a bound', z.number().check(z.lt(10)), 10, 'Too big: expected number to be <10'],
    ['a string too short', z.string().check(z.minLength(1)), '', 'Too small: expected string to have >=1 characters'],
    ['a string too long', z.string().check(z.maxLength(2)), 'abc', 'Too big: expected string to have <=2 characters'],
    [
      'a string of the wrong length',
      z.string().check(z.length(2)),
      'abc',
      'Too big: expected string to have exactly 2 characters',
    ],
    [
      'an array too short',
      z.array(z.string()).check(z.minLength(1)),
      [],
      'Too small: expected array to have >=1 items',
    ],
    [
      'a string not matching a pattern',
      z.string().check(z.regex(/^\d+$/)),
      'x',
      'Invalid string: must match pattern /^\\d+$/',
    ],
    ['a union none of whose options fit', z.union([z.int(), z.string()]), true, 'Invalid input'],
    ['a refinement without a message', z.string().check(z.refine(() => false)), 'x', 'Invalid input'],
  ])('%s', (_name, schema, input, expected) => {
    expect(messages(schema, input, readable)).toEqual([expected]);
    expect(messages(schema, input, english)).toEqual([expected]);
  });

  it('leaves a message given by the schema alone', () => {
    const schema = z.number({ error: 'Enter a number' }).check(z.minimum(0, 'Cannot be negative'));
    expect(messages(schema, 'x', readable)).toEqual(['Enter a number']);
    expect(messages(schema, -1, readable)).toEqual(['Cannot be negative']);
  });

  describe('without a locale, as in the SPA', () => {
    // The full 'zod' sets its English locale for the whole process when imported, as server code
    // does; the SPA imports only zod/mini, which sets none. Unset here whatever ran before.
    let before: typeof globalConfig.localeError;
    beforeEach(() => {
      before = globalConfig.localeError;
      globalConfig.localeError = undefined;
    });
    afterEach(() => {
      globalConfig.localeError = before;
    });

    it('is the only way the SPA gets words: without it an issue is a bare "Invalid input"', () => {
      expect(messages(z.string(), 1)).toEqual(['Invalid input']);
    });
  });
});
