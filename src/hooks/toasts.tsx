// The toast API and its host: in src/hooks (not src/components) because the decision hooks call it, and hooks never import components (decision 007).
import type { notifications } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type ToastApi = typeof notifications;

let mounted = false;
let api: Promise<ToastApi> | undefined;
const listeners = new Set<() => void>();

function mountHost() {
  if (mounted) return;
  mounted = true;
  listeners.forEach((notify) => notify());
}

/**
 * The toast API, loaded on first use: most visits never show a toast, so its code is not part
 * of any page's first load (docs/decisions/020). Toasts shown before the host has mounted wait
 * in the library's store and appear as soon as it does.
 */
export function toasts(): Promise<ToastApi> {
  mountHost();
  return preloadToasts();
}

/**
 * Fetches the toast code and mounts the host without showing anything, for pages that will
 * surely toast soon (the settings form): the first toast then appears at once.
 */
export function preloadToasts(): Promise<ToastApi> {
  return (api ??= import('@mantine/notifications').then((module) => {
    mountHost();
    return module.notifications;
  }));
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

// Bottom left, over the navigation: on the right they covered the rows' status and decision
// buttons, the very column a moderator works in while the toasts come and go.
const Host = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({
    default: () => <Notifications position="bottom-left" containerWidth={400} />,
  })),
);

/** Where toasts appear; renders nothing until the first toast is asked for. */
export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => mounted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
