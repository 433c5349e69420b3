import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link } from '../lib/routing.tsx';
import { ErrorState } from './error-state.tsx';

/** What a page that failed shows: the rest of the dashboard keeps working. */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears the error. */
  resetKey?: string;
}

/** The error boundary of one route (or of the whole app, without `resetKey`). */
export class RouteErrorBoundary extends Component<BoundaryProps, { error?: unknown; resetKey?: string; failed: boolean }> {
  state = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { resetKey?: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
