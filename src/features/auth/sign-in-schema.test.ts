import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { readable } from '../../../contract/schemas/zod.ts';
import { signInSchema, type SignInValues } from './sign-in-schema.ts';

// Built as the form builds it: the zod/mini schema, parsed with the readable options.
const resolver = zodResolver(signInSchema, readable);

async function fieldErrors(values: SignInValues) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
}

describe('sign-in form checks', () => {
  it('passes the values on, the user name trimmed', async () => {
    const result = await resolver({ username: '  alice ', password: 'secret' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { username: 'alice', password: 'secret' }, errors: {} });
  });

  it.each([
    [
      { username: '', password: '' },
      { username: 'Enter your user name.', password: 'Enter your password.' },
    ],
    [{ username: '   ', password: 'x' }, { username: 'Enter your user name.' }],
    [{ username: 'a'.repeat(201), password: 'x' }, { username: 'A user name has at most 200 characters.' }],
    [{ username: 'a', password: 'x'.repeat(1025) }, { password: 'A password has at most 1024 characters.' }],
  ])('says what is missing or too long', async (values, errors) => {
    expect(await fieldErrors(values)).toEqual(errors);
  });
});
