import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorState } from './error-state.tsx';

/** The error boundary of one route: the rest of the dashboard keeps working. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent />;
  }
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={2}>This page failed</Title>
        <ErrorState error={error} onRetry={() => window.location.reload()} />
        <Group>
          <Button component={Link} to="/" variant="default">
            Go to the start page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

function NotFoundContent() {
  return (
    <Container size="sm" py="xl">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">This address does not match any page of the dashboard.</Text>
    </Container>
  );
}
