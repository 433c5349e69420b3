import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { describeError } from '../lib/describe-error.ts';

interface ErrorStateProps {
  error: unknown;
  /** What was being loaded, for the words ("this rule", "the blocked messages"). */
  what?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** An error in words: what happened (status, code), and what to do next. */
export function ErrorState({ error, what, onRetry, retrying }: ErrorStateProps) {
  const { title, detail, nextStep, canRetry } = describeError(error, what);
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{detail}</Text>
        <Text size="sm" fw={500}>
          {nextStep}
        </Text>
        {onRetry && canRetry ? (
          <Group>
            <Button size="xs" variant="outline" color="red" onClick={onRetry} loading={retrying}>
              Retry
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
