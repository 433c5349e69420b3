import { useWindowEvent } from '@mantine/hooks';
import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';

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
    <LazyConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      message={`You have ${changes} unsaved ${changes === 1 ? 'change' : 'changes'} to the notification settings of ${appId}. If you leave now, ${changes === 1 ? 'it is' : 'they are'} discarded.`}
      stayLabel="Stay and keep editing"
      goLabel="Discard changes and leave"
      closeLabel="Stay on this page"
      onStay={() => blocker.reset?.()}
      onGo={() => {
        onDiscard();
        blocker.proceed?.();
      }}
    />
  );
}
