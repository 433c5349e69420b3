import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorState } from './error-state.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The error element of one route: what a page that failed (its code did not load, its render
 * threw, the session check failed) shows, while the rest of the dashboard keeps working.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
