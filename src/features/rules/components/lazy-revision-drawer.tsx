import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part.ts';
import type { RevisionDrawerProps } from './revision-drawer.tsx';

const Drawer = lazyPart(() => import('./revision-drawer.tsx').then((m) => m.RevisionDrawer));

/**
 * The revision drawer, out of the page's first load: fetched while the browser is idle, and at
 * once for a `?revision=` deep link. Once shown it stays mounted, so it can animate closed.
 */
export function LazyRevisionDrawer(props: RevisionDrawerProps) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  Drawer.usePreload();
  return used ? (
    <Suspense fallback={null}>
      <Drawer.Component {...props} />
    </Suspense>
  ) : null;
}
