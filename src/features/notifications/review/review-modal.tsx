import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { JsonView } from '../../../components/json-view.tsx';
import { useEditor } from '../editor-context.ts';
import type { useSaveFlow } from '../use-save-flow.ts';
import { ChangeList } from './change-list.tsx';
import { ConflictPicker } from './conflict-picker.tsx';

type Flow = ReturnType<typeof useSaveFlow>;

function ServerUpdates({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Alert color="blue" variant="light" title="Updated from the service">
      {count === 1
        ? '1 setting was changed on the service since this page loaded. The form now shows the new value; it is not part of this save.'
        : `${count} settings were changed on the service since this page loaded. The form now shows the new values; they are not part of this save.`}
    </Alert>
  );
}

/** "Review changes": what will be sent (each change, and the exact JSON body), then one PATCH. */
export function ReviewModal({ flow }: { flow: Flow }) {
  const { state } = flow;
  // A setting the service answered without (a custom JSON never set) is not set, not unknown.
  const { known } = useEditor();
  return (
    <Modal
      opened={state.step !== 'closed'}
      onClose={flow.close}
      title="Review changes"
      size="xl"
      closeOnClickOutside={!flow.saving}
      closeButtonProps={{ 'aria-label': 'Close the review' }}
    >
      {state.step === 'checking' ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text size="sm">Reading the settings again, to catch changes made elsewhere since this page loaded…</Text>
        </Group>
      ) : null}
      {state.step === 'check-failed' ? (
        <Stack gap="sm">
          <Text size="sm">
            The settings could not be read again, so changes made elsewhere since this page loaded cannot be checked.
          </Text>
          <ErrorState error={state.error} what="the notification settings" />
          <Group justify="flex-end">
            <Button variant="default" onClick={flow.skipCheck}>
              Review without checking
            </Button>
            <Button onClick={flow.open}>Read again</Button>
          </Group>
        </Stack>
      ) : null}
      {state.step === 'conflicts' ? (
        <ConflictPicker conflicts={state.conflicts} onResolve={flow.resolve} onCancel={flow.close} />
      ) : null}
      {state.step === 'nothing' ? (
        <Stack gap="sm">
          <ServerUpdates count={state.serverUpdates} />
          <Text size="sm">Nothing left to save: the service already holds these values.</Text>
          <Group justify="flex-end">
            <Button onClick={flow.close}>Close</Button>
          </Group>
        </Stack>
      ) : null}
      {state.step === 'review' ? (
        <Stack gap="md">
          <ServerUpdates count={state.serverUpdates} />
          <Title order={3} size="h5">
            {state.changes.length} {state.changes.length === 1 ? 'change' : 'changes'}
          </Title>
          <ChangeList changes={state.changes} absent={known ? 'not set' : undefined} />
          {/* The words above are what an admin checks; the exact body is there for whoever asks. */}
          <details>
            <Text component="summary" size="sm" fw={600} style={{ cursor: 'pointer' }}>
              Request body
            </Text>
            <Text size="xs" c="dimmed" my="xs">
              Sent as one PATCH. Whole template objects, schedule days and the custom JSON travel complete.
            </Text>
            <JsonView value={state.body} label="Request body" />
          </details>
          {flow.saveError ? <ErrorState error={flow.saveError} what="the notification settings" /> : null}
          {flow.saveError ? <Text size="sm">Nothing was retried. Your changes are still in the form.</Text> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={flow.close} disabled={flow.saving}>
              Back to editing
            </Button>
            <Button onClick={flow.save} loading={flow.saving}>
              {flow.saveError ? 'Try saving again' : 'Save'}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
