import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { isApiError } from '../../lib/api-error.ts';
import { describeError } from '../../lib/describe-error.ts';

/** The service did not answer the settings read: say so, and what the form does instead. */
export function UnknownValuesNotice({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const unsupported = isApiError(error) && (error.status === 404 || error.status === 405);
  const { detail, canRetry } = describeError(error, 'the notification settings');
  return (
    // Yellow carries the warning; the words keep the text colour (yellow text is unreadable on its tint).
    <Alert
      color="yellow"
      variant="light"
      title="Current values unknown"
      role="alert"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          {unsupported
            ? 'This service does not let the dashboard read the notification settings'
            : 'The notification settings could not be read'}
          : {detail}
        </Text>
        <Text size="sm">
          The fields show the documented defaults in grey as placeholders, not the values in use. Only the fields you
          set are sent; everything else stays as it is on the service.
        </Text>
        {!unsupported && canRetry ? (
          <Group>
            <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
              Try reading again
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}

interface RestoredProps {
  restored: number;
  changedOnServer: string[];
  onDiscard: () => void;
  onDismiss: () => void;
}

/** Edits from before a reload came back from this tab's draft. */
export function RestoredDraftNotice({ restored, changedOnServer, onDiscard, onDismiss }: RestoredProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      title="Unsaved changes restored"
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      <Stack gap="xs">
        <Text size="sm">
          {restored} unsaved {restored === 1 ? 'change' : 'changes'} from earlier in this browser tab{' '}
          {restored === 1 ? 'is' : 'are'} back in the form.
          {changedOnServer.length > 0
            ? ` ${changedOnServer.length} of them ${changedOnServer.length === 1 ? 'is for a setting' : 'are for settings'} that changed on the service since: review before saving.`
            : ''}
        </Text>
        <Group>
          <Button size="xs" variant="outline" onClick={onDiscard}>
            Discard them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
