import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { paths } from '../../app/paths.ts';

interface Props {
  appId: string;
  changes: number;
  onDiscard: () => void;
}

/**
 * Asks before unsaved changes are left behind: a route change or app switch (the router's
 * blocker), a reload or a closed tab (the browser's own prompt). Moving between the form's own
 * tabs is not leaving.
 */
export function LeaveGuard({ appId, changes, onDiscard }: Props) {
  const dirty = changes > 0;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) => {
      const home = paths.notifications(appId);
      const staying = nextLocation.pathname === home || nextLocation.pathname.startsWith(`${home}/`);
      return dirty && !staying;
    },
    [appId, dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useWindowEvent('beforeunload', (event) => {
    if (!dirty) return;
    event.preventDefault();
    // Older Chromium needs returnValue set to show the prompt.
    event.returnValue = '';
  });

  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      closeButtonProps={{ 'aria-label': 'Stay on this page' }}
      centered
    >
      <Text size="sm">
        You have {changes} unsaved {changes === 1 ? 'change' : 'changes'} to the notification settings of {appId}. If you
        leave now, {changes === 1 ? 'it is' : 'they are'} discarded.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay and keep editing
        </Button>
        <Button
          color="red"
          onClick={() => {
            onDiscard();
            blocker.proceed?.();
          }}
        >
          Discard changes and leave
        </Button>
      </Group>
    </Modal>
  );
}
