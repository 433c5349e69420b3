import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

interface CreateButtonProps {
  to: string;
  label: string;
  /** Why nothing more can be made (a documented limit reached); the button is then disabled and says so. */
  blockedBecause: string | undefined;
}

/** A page's "New …" action, disabled with its reason in words while a documented limit is reached. */
export function CreateButton({ to, label, blockedBecause }: CreateButtonProps) {
  if (blockedBecause === undefined)
    return (
      <Button component={Link} to={to} size="xs">
        {label}
      </Button>
    );
  const reasonId = `${label.replace(/\W+/g, '-').toLowerCase()}-limit`;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text id={reasonId} size="xs" c="dimmed" maw={360}>
        {blockedBecause}
      </Text>
      <Button size="xs" disabled aria-describedby={reasonId}>
        {label}
      </Button>
    </Group>
  );
}
