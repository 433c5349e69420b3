import { Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../queries/session.ts';
import { paths } from '../../../contract/paths.ts';

/**
 * Who is signed in, in the header: their name opens their role, their apps and Sign out, where
 * people look for it (not below every keyword list at the foot of the navigation).
 */
export function AccountMenu() {
  const { user, authRequired } = useSession();
  if (!authRequired || !user) return null;
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`Account: ${user.username}`} maw={140}>
          {user.username}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <AccountPanel />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Without users on the server there is no one to sign out: the navigation says why there is no sign-in. */
export function LocalUseNote() {
  const { authRequired } = useSession();
  if (authRequired) return null;
  return (
    <>
      <Divider />
      <Text size="xs" c="dimmed" px="sm">
        Local use: no users are configured, so there is no sign-in, and the server answers only on this machine.
      </Text>
    </>
  );
}

/** Who is signed in, their apps, and sign-out (the header's account menu). */
function AccountPanel() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

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
