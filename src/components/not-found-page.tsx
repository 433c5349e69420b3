import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

interface NotFoundPageProps {
  title?: string;
  message?: string;
}

export function NotFoundPage({
  title = 'Page not found',
  message = 'This address does not match any page of the dashboard. Check the link, or start again.',
}: NotFoundPageProps) {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to="/">
          Go to the start page
        </Button>
      </Stack>
    </Container>
  );
}
