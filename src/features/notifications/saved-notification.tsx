import { Button, Stack, Text } from '@mantine/core';
import { toasts } from '../../hooks/toasts.tsx';
import { describeError } from '../../lib/describe-error.ts';
import type { JsonObject } from '../../../contract/json.ts';
import { noUndoReason } from './model/undo-words.ts';

// The one "Saved" toast on screen, if any: it belongs to the settings page as it was saved.
let shown: { id: string; hide: (id: string) => void } | undefined;

/**
 * Takes the "Saved" toast away: after a reset its Undo would send stale values over the
 * defaults, and on another page it is about a form no longer in view.
 */
export function hideSavedNotification() {
  if (shown) shown.hide(shown.id);
  shown = undefined;
}

/**
 * "Saved", with an Undo that sends back the previous values of exactly the saved fields. Without
 * one, says why: the previous values were not known, or (`known`) a field was not set before,
 * and a save cannot remove a setting (a custom JSON typed into an empty field).
 */
export async function showSavedNotification(
  count: number,
  undo: JsonObject | null,
  runUndo: (body: JsonObject) => Promise<void>,
  known = false,
) {
  const notifications = await toasts();
  hideSavedNotification();
  const id = `notification-settings-saved-${Date.now()}`;
  shown = { id, hide: notifications.hide };
  const title = `Saved ${count} ${count === 1 ? 'change' : 'changes'}`;
  const onUndo = async (body: JsonObject) => {
    notifications.update({ id, title, message: 'Undoing…', loading: true, autoClose: false });
    try {
      await runUndo(body);
      notifications.update({
        id,
        title: 'Save undone',
        message: 'The previous values are back.',
        color: 'teal',
        loading: false,
        autoClose: 6000,
      });
    } catch (error) {
      const { title: what, detail } = describeError(error, 'the notification settings');
      notifications.update({
        id,
        title: 'Undo failed',
        message: `${what}: ${detail}`,
        color: 'red',
        loading: false,
        autoClose: false,
      });
    }
  };
  notifications.show({
    id,
    title,
    color: 'teal',
    autoClose: 15000,
    closeButtonProps: { 'aria-label': 'Dismiss' },
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          {undo ? 'The service holds the new values.' : `The service holds the new values. ${noUndoReason(known)}`}
        </Text>
        {undo ? (
          <Button size="xs" variant="light" onClick={() => void onUndo(undo)}>
            Undo
          </Button>
        ) : null}
      </Stack>
    ),
  });
}
