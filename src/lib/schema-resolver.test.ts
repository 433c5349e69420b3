import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { formErrors, schemaResolver } from './schema-resolver.ts';

describe('formErrors', () => {
  it.each([
    { what: 'a top-level field', issues: [{ path: ['username'], message: 'Required', code: 'too_small' }], expected: { username: { type: 'too_small', message: 'Required' } } },
    {
      what: 'nested fields, by path',
      issues: [{ path: ['fields', 'sound/chat'], message: 'Too long', code: 'too_big' }, { path: ['fields', 'push/limit'], message: 'Too big', code: 'too_big' }],
      expected: { fields: { 'sound/chat': { type: 'too_big', message: 'Too long' }, 'push/limit': { type: 'too_big', message: 'Too big' } } },
    },
    {
      what: 'the first issue of a field wins',
      issues: [{ path: ['a'], message: 'first', code: 'x' }, { path: ['a'], message: 'second', code: 'y' }],
      expected: { a: { type: 'x', message: 'first' } },
    },
    { what: 'array indexes as keys', issues: [{ path: ['list', 2, 'name'], message: 'Bad', code: 'custom' }], expected: { list: { 2: { name: { type: 'custom', message: 'Bad' } } } } },
    { what: 'an issue of the whole form', issues: [{ path: [], message: 'Nope', code: 'custom' }], expected: { root: { type: 'custom', message: 'Nope' } } },
    {
      what: 'an issue under a field that already has one stays on that field',
      issues: [{ path: ['a'], message: 'whole', code: 'x' }, { path: ['a', 'b'], message: 'part', code: 'y' }],
      expected: { a: { type: 'x', message: 'whole' } },
    },
  ])('$what', ({ issues, expected }) => {
    expect(formErrors(issues)).toEqual(expected);
  });
});

describe('schemaResolver', () => {
  const schema = z.object({ username: z.string().check(z.minLength(1, 'Enter your user name.')), age: z.number() });
  const resolve = schemaResolver((values) => schema.safeParse(values));

  it('gives the parsed values when they are valid', async () => {
    expect(await resolve({ username: 'dana', age: 3 })).toEqual({ values: { username: 'dana', age: 3 }, errors: {} });
  });

  it('gives the issues by field, in words, when they are not', async () => {
    const result = await resolve({ username: '', age: 3 });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ username: { type: 'too_small', message: 'Enter your user name.' } });
  });
});
