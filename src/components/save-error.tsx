import { Alert, Text } from '@mantine/core';
import type { ApiError } from '../lib/api-error.ts';

/** A refused or failed save, in words, with the next step; the edit stays in the form. */
export function SaveError({
  error,
  what,
}: {
  error: ApiError;
  /** What only admins may change, e.g. "rules and keyword lists". */ what: string;
}) {
  const next =
    error.status === 0
      ? 'Check the connection, then save again.'
      : error.status === 403
        ? `Only admins can change ${what}.`
        : error.status >= 500
          ? 'The change may or may not have been made: reload this page in another tab to check before saving again.'
          : 'Correct what it names, then save again.';
  return (
    <Alert color="red" variant="light" title="Not saved" role="alert">
      <Text size="sm">{error.message}</Text>
      <Text size="sm" c="dimmed">
        {error.status ? `Status ${error.status}, ${error.code}. ` : ''}Your edit is kept. {next}
      </Text>
    </Alert>
  );
}
