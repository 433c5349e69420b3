/**
 * The archive's view code, loaded by the route when the address says `?source=archive` (beside
 * the page's own chunk, src/app/route-data.ts) and kept here once in, so that the page renders the
 * view at once instead of through `lazy`: a lazy component suspends on its first render even when
 * its code is in, and React then holds the view back for its fallback's throttle (300 ms).
 */
import type * as ArchiveView from './archive-page.tsx';

type ArchiveViewModule = typeof ArchiveView;

let loaded: ArchiveViewModule | undefined;

export function loadArchiveView(): Promise<ArchiveViewModule> {
  return import('./archive-page.tsx').then((module) => (loaded = module));
}

/** The view's module if it has loaded, else undefined (render it through `lazy`). */
export function loadedArchiveView(): ArchiveViewModule | undefined {
  return loaded;
}
