import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { readable } from '../../../contract/schemas/zod.ts';
import { useSignIn } from '../../queries/session.ts';
import { signInErrorText } from './sign-in-error.ts';
import { signInSchema, type SignInValues } from './sign-in-schema.ts';

/**
 * The checks' words show once the form was submitted and follow the typing from then on
 * (react-hook-form's submit mode); a submit with a mistake focuses the first field to fix.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema, readable),
    defaultValues: { username: '', password: '' },
  });
  const submit = handleSubmit((values) => signIn.mutate(values, { onSuccess: onSignedIn }));
  const failure = signIn.isError ? signInErrorText(signIn.error) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
      <Stack>
        {failure ? (
          <Alert color="red" variant="light" title={failure.title} role="alert">
            {failure.text}
          </Alert>
        ) : null}
        <TextInput
          {...register('username')}
          label="User name"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={formState.errors.username?.message}
        />
        <PasswordInput
          {...register('password')}
          label="Password"
          autoComplete="current-password"
          required
          error={formState.errors.password?.message}
        />
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
