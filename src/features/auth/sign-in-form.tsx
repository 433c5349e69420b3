import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { readable } from '../../api/schemas/zod.ts';
import { fieldMessages, formErrors } from '../../lib/schema-resolver.ts';
import { useSignIn } from '../../queries/session.ts';
import { signInErrorText } from './sign-in-error.ts';
import { signInSchema, type SignInValues } from './sign-in-schema.ts';

/**
 * Two fields in plain state. The checks' words show once the form was submitted and follow the
 * typing from then on; a submit with a mistake focuses the first field to fix.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const username = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const checked = signInSchema.safeParse(values, readable);
  const messages: Partial<Record<keyof SignInValues, string>> = checked.success ? {} : fieldMessages(formErrors(checked.error.issues));
  const errors = submitted ? messages : {};
  const failure = signIn.isError ? signInErrorText(signIn.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) {
      (messages.username ? username : password).current?.focus();
      return;
    }
    signIn.mutate(checked.data, { onSuccess: onSignedIn });
  };
  const edit = (name: keyof SignInValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((previous) => ({ ...previous, [name]: value }));
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack>
        {failure ? (
          <Alert color="red" variant="light" title={failure.title} role="alert">
            {failure.text}
          </Alert>
        ) : null}
        <TextInput
          ref={username}
          name="username"
          label="User name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.username}
          onChange={edit('username')}
          error={errors.username}
        />
        <PasswordInput
          ref={password}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={edit('password')}
          error={errors.password}
        />
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
