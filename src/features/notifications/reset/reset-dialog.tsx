import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notificationDefaults } from '../../../../contract/schemas/notification-defaults.ts';
import { toasts } from '../../../hooks/toasts.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { notificationSettingsQuery, useResetNotificationSettings } from '../../../queries/notification-settings.ts';
import type { JsonObject } from '../../../../contract/json.ts';
import { settingName } from '../model/setting-words.ts';
import { resetChanges, settingsAfterReset } from '../model/reset-changes.ts';
import { ChangeList } from '../review/change-list.tsx';

const DEFAULTS = notificationDefaults() as JsonObject;
const SHOWN_UNDOCUMENTED = 5;

interface Props {
  appId: string;
  /** The settings the form was loaded from (empty when they could not be read). */
  tree: JsonObject;
  known: boolean;
  unsaved: number;
  onClose: () => void;
  /** The settings after the reset: the form moves onto them, keeping unsaved edits. */
  onReset: (settings: JsonObject) => void;
}

function Undocumented({ paths }: { paths: string[][] }) {
  if (paths.length === 0) return null;
  const shown = paths
    .slice(0, SHOWN_UNDOCUMENTED)
    .map((path) => settingName(path))
    .join(', ');
  const more = paths.length > SHOWN_UNDOCUMENTED ? ` and ${paths.length - SHOWN_UNDOCUMENTED} more` : '';
  return (
    <Text
      size="sm"
      c="dimmed"
    >{`${paths.length} ${paths.length === 1 ? 'setting has' : 'settings have'} no documented default (${shown}${more}): the service decides what becomes of ${paths.length === 1 ? 'it' : 'them'}.`}</Text>
  );
}

/**
 * "Reset to the service's defaults?" with what it changes, worked out from the documented
 * defaults (no request until the admin confirms), then one DELETE, never retried by itself.
 */
export function ResetDialog({ appId, tree, known, unsaved, onClose, onReset }: Props) {
  const queryClient = useQueryClient();
  const mutation = useResetNotificationSettings(appId);
  const preview = useMemo(() => resetChanges(tree, DEFAULTS), [tree]);
  const count = preview.changes.length;

  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: async () => {
        let after: JsonObject;
        try {
          after = (await queryClient.fetchQuery({ ...notificationSettingsQuery(appId), staleTime: 0 })) as JsonObject;
        } catch {
          // Where the service has no read, it now holds what it documents.
          after = settingsAfterReset(tree, DEFAULTS);
        }
        onReset(after);
        onClose();
        void toasts().then((n) =>
          n.show({
            title: "Reset to the service's defaults",
            message: unsaved
              ? 'Your unsaved changes are still in the form.'
              : 'The form shows the values the service holds now.',
            color: 'teal',
            autoClose: 8000,
          }),
        );
      },
    });

  return (
    <Modal
      opened
      onClose={() => !mutation.isPending && onClose()}
      title="Reset to the service's defaults?"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close without resetting' }}
    >
      <Stack gap="md">
        {known ? (
          <Text size="sm">
            {count === 0
              ? 'The service already holds the documented default of every setting.'
              : `${count} ${count === 1 ? 'setting goes' : 'settings go'} back to the documented default:`}
          </Text>
        ) : (
          <Text size="sm">
            The current values could not be read, so which settings change is not known: every setting goes back to its
            documented default.
          </Text>
        )}
        {known && count > 0 ? (
          <ChangeList
            changes={preview.changes}
            label="Settings the reset changes"
            absent="not set"
            removed="removed (not set)"
          />
        ) : null}
        {known ? <Undocumented paths={preview.undocumented} /> : null}
        {unsaved > 0 ? (
          <Alert color="blue" variant="light" title="Your unsaved changes stay">
            {`${unsaved} unsaved ${unsaved === 1 ? 'change stays' : 'changes stay'} in the form, on top of the defaults: review and save ${unsaved === 1 ? 'it' : 'them'} afterwards, or discard.`}
          </Alert>
        ) : null}
        {mutation.error ? <ErrorState error={mutation.error} what="the notification settings" /> : null}
        {mutation.error ? <Text size="sm">Nothing was retried: the settings are as they were.</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending} data-autofocus>
            Keep the current settings
          </Button>
          <Button color="red" onClick={confirm} loading={mutation.isPending}>
            {mutation.error ? 'Try the reset again' : 'Reset to defaults'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
