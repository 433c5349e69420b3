import { Button, Popover, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../queries/session.ts';
import { paths } from '../../../contract/paths.ts';

/**
 * The header's account menu: the signed-in name opens their role, their apps and Sign out. Its
 * code (Mantine's Popover and the Floating UI it positions with) loads after the page has shown:
 * see account-menu.tsx.
 */
export function AccountPopover({ username, opened }: { username: string; opened: boolean }) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal defaultOpened={opened}>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`Account: ${username}`} maw={140}>
          {username}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <AccountPanel />
      </Popover.Dropdown>
    </Popover>
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
