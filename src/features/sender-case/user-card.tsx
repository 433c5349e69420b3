import { Alert, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { KnownSender } from '../../api/users.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatExact } from '../../lib/format-time.ts';
import { safeHttpUrl } from '../../lib/safe-url.ts';

/** The user as the service knows them, or why the service does not. */
export function UserCard({ uid, query }: { uid: string; query: UseQueryResult<KnownSender> }) {
  if (query.isPending) return <Text c="dimmed">{`Asking the service about ${uid}…`}</Text>;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <Alert color="yellow" title={`The service has no user with the uid ${uid}`}>
          Check the uid as the person quoted it (uids are exact, with case); the user may also have been deleted. What
          the dashboard kept on this uid is below.
        </Alert>
      );
    return (
      <ErrorState
        error={query.error}
        what="this user"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { user, deactivated } = query.data;
  const avatar = user.avatar ? safeHttpUrl(user.avatar) : undefined;
  return (
    <Group align="flex-start" gap="md" aria-label="The user as the service knows them" role="group">
      <Avatar src={avatar} alt="" size="lg" radius="xl">
        {(user.name ?? user.uid).slice(0, 2)}
      </Avatar>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={700}>{user.name ?? user.uid}</Text>
          {deactivated === true ? (
            <Badge color="red.9" variant="filled">
              Deactivated
            </Badge>
          ) : deactivated === false ? (
            <Badge color="teal.9" variant="outline">
              Active
            </Badge>
          ) : (
            <Badge color="dark" variant="outline" title="The service's list of deactivated users could not be read.">
              Deactivated or not: unknown
            </Badge>
          )}
        </Group>
        <Text
          size="sm"
          c="dimmed"
        >{`uid ${user.uid} · role ${user.role ?? 'unknown'} · ${user.status ?? 'status unknown'}`}</Text>
        {user.createdAt ? <Text size="xs" c="dimmed">{`created ${formatExact(user.createdAt)}`}</Text> : null}
      </Stack>
    </Group>
  );
}
