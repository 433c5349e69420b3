import { useLeaveBlocker } from '../hooks/use-leave-blocker.ts';
import { LazyConfirmDialog } from './lazy-confirm-dialog.tsx';

/** Asks before an unsaved edit is left behind (in-app navigation, reload or closed tab). */
export function EditLeaveGuard({ dirty, what }: { dirty: boolean; what: string }) {
  const blocker = useLeaveBlocker(dirty);
  return (
    <LazyConfirmDialog
      opened={blocker.state === 'blocked'}
      title="Leave without saving?"
      message={`Your changes to ${what} are not saved. If you leave now, they are discarded.`}
      stayLabel="Stay and keep editing"
      goLabel="Discard changes and leave"
      closeLabel="Stay on this page"
      onStay={() => blocker.reset?.()}
      onGo={() => blocker.proceed?.()}
    />
  );
}
