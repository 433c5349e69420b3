import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../queries/session.ts';
import { paths } from '../../../contract/paths.ts';

/**
 * Who is signed in, their apps, and sign-out, at the foot of the navigation. Without users on
 * the server there is no one to sign out, so it says why there is no sign-in.
 */
export function AccountPanel() {
  const { user, authRequired } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (!authRequired) {
    return (
      <Text size="xs" c="dimmed" px="sm">
        Local use: no users are configured, so there is no sign-in, and the server answers only on this machine.
      </Text>
    );
  }
  if (!user) return null;
  return (
    <Stack gap={6} px="sm" aria-label="Account" role="group">
      <Text size="sm">
        Signed in as <strong>{user.username}</strong> ({user.role})
      </Text>
      {user.appIds ? (
        <Text size="xs" c="dimmed">
          Apps: {user.appIds.join(', ')}
        </Text>
      ) : null}
      <Button
        variant="default"
        size="xs"
        color="red"
        loading={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(paths.signIn(), { replace: true }) })}
      >
        Sign out
      </Button>
      {signOut.isError ? (
        <Text size="xs" c="red" role="alert">
          Sign-out did not reach the server. Check the connection and press Sign out again.
        </Text>
      ) : null}
    </Stack>
  );
}
