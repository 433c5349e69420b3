import { Suspense } from 'react';
import { lazyPart } from '../hooks/lazy-part.ts';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

const Dialog = lazyPart(() => import('./confirm-dialog.tsx').then((m) => m.ConfirmDialog));

/** The confirm dialog, out of the page's first load: its code is fetched while the browser is idle. */
export function LazyConfirmDialog({ opened, ...props }: ConfirmDialogProps & { opened: boolean }) {
  Dialog.usePreload();
  return opened ? (
    <Suspense fallback={null}>
      <Dialog.Component {...props} />
    </Suspense>
  ) : null;
}
