import { Suspense, useState } from 'react';
import { lazyPart } from '../../../hooks/lazy-part.ts';
import { closeHistory, selectRevision, setCompare, type DrawerParams } from '../lib/drawer-params.ts';

const Drawer = lazyPart(() => import('./revision-drawer.tsx').then((m) => m.RevisionDrawer));

/** Loads the drawer's code now (hover or focus on a control that opens it). */
export const preloadRevisionDrawer = Drawer.preload;

interface UrlRevisionDrawerProps {
  appId: string;
  drawer: DrawerParams;
  ruleName: string | undefined;
  /** The page has shown its first rows: only then is the drawer's code fetched at idle. */
  pageReady: boolean;
  /** The page's search-params updater: the drawer's state lives in the URL. */
  update: (change: (params: URLSearchParams) => URLSearchParams) => void;
}

/**
 * The revision drawer driven by the URL (`?revision=`, `compare=current`), out of the page's
 * first load: fetched while the browser is idle, and at once for a deep link. Once shown it
 * stays mounted, so it can animate closed.
 */
export function UrlRevisionDrawer({ appId, drawer, ruleName, pageReady, update }: UrlRevisionDrawerProps) {
  const [used, setUsed] = useState(drawer.open);
  if (drawer.open && !used) setUsed(true);
  Drawer.usePreload(pageReady);
  return used ? (
    <Suspense fallback={null}>
      <Drawer.Component
        appId={appId}
        ruleId={drawer.ruleId}
        ruleName={ruleName}
        opened={drawer.open}
        revisionId={drawer.revisionId}
        compare={drawer.compare}
        onSelect={(id) => update((prev) => selectRevision(prev, id))}
        onCompare={(on) => update((prev) => setCompare(prev, on))}
        onClose={() => update(closeHistory)}
      />
    </Suspense>
  ) : null;
}
