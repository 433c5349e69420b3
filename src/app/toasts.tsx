import type { notifications } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type ToastApi = typeof notifications;

let wanted = false;
let api: Promise<ToastApi> | undefined;
const listeners = new Set<() => void>();

/**
 * The toast API, loaded on first use: most visits never show a toast, so its code is not part
 * of any page's first load (docs/decisions/005). Toasts shown before the host has mounted wait
 * in the library's store and appear as soon as it does.
 */
export function toasts(): Promise<ToastApi> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  return preloadToasts();
}

/** Fetches the toast code without showing anything: for pages that will surely toast soon. */
export function preloadToasts(): Promise<ToastApi> {
  return (api ??= import('@mantine/notifications').then((module) => module.notifications));
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

const Host = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({ default: () => <Notifications position="bottom-right" /> })),
);

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function ToastHost() {
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
