import { useCallback } from 'react';
import type { Location } from 'react-router';
import { useLeaveBlocker } from '../../hooks/use-leave-blocker.ts';
import { paths } from '../../../contract/paths.ts';
import { LazyConfirmDialog } from '../../components/lazy-confirm-dialog.tsx';

interface Props {
  appId: string;
  changes: number;
}

/**
 * Asks before unsaved changes are left behind: a link, an app switch, or the browser's Back and
 * Forward buttons (React Router's blocker holds them all), a reload or a closed tab (the
 * browser's own prompt). Moving between the form's own tabs is not leaving. Leaving keeps the
 * edits as this tab's draft, which the form restores, and says so, on the way back.
 */
export function LeaveGuard({ appId, changes }: Props) {
  const staysOnPage = useCallback(
    (next: Location) => {
      const home = paths.notifications(appId);
      return next.pathname === home || next.pathname.startsWith(`${home}/`);
    },
    [appId],
  );
  const blocker = useLeaveBlocker(changes > 0, staysOnPage);

  return (
    <LazyConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      message={`You have ${changes} unsaved ${changes === 1 ? 'change' : 'changes'} to the notification settings of ${appId}. Nothing is sent to the service. ${changes === 1 ? 'It stays' : 'They stay'} in this browser tab as a draft, restored when you come back.`}
      stayLabel="Stay and keep editing"
      goLabel="Leave, keep the draft"
      closeLabel="Stay on this page"
      onStay={() => blocker.reset?.()}
      onGo={() => blocker.proceed?.()}
    />
  );
}
