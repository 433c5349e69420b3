import { Divider, Text } from '@mantine/core';
import { useSession } from '../../queries/session.ts';

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
