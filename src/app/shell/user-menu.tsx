import { Badge, Button, Menu, Text, Tooltip } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSession, useSignOut } from '../../queries/session.ts';
import { paths } from '../paths.ts';

/** Who is signed in, with sign-out. Without users on the server there is no one to sign out. */
export function UserMenu() {
  const { user, authRequired } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();

  if (!authRequired) {
    return (
      <Tooltip label="No users are configured, so there is no sign-in; the server answers only on this machine." multiline w={240}>
        <Badge variant="light" color="gray" visibleFrom="sm" tabIndex={0}>
          Local use
        </Badge>
      </Tooltip>
    );
  }
  if (!user) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" aria-label={`Account: ${user.username} (${user.role})`} maw={{ base: 64, sm: 180 }}>
          <Text span size="sm" truncate="end">{user.username}</Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          Signed in as {user.username} ({user.role})
        </Menu.Label>
        {user.appIds ? <Menu.Label>Apps: {user.appIds.join(', ')}</Menu.Label> : null}
        <Menu.Divider />
        <Menu.Item
          color="red"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(paths.signIn(), { replace: true }) })}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
