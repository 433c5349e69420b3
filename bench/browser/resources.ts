import type { Page } from '@playwright/test';

/** One Resource Timing entry, in the page's clock (ms since navigation start). */
export interface TimedResource {
  /** Path and query, as the server saw it. */
  path: string;
  start: number;
  end: number;
}

/** What the page fetched so far (scripts, module preloads, fetches), from Resource Timing. */
export function resourcesOf(page: Page): Promise<TimedResource[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      const timing = entry as PerformanceResourceTiming;
      return { path: url.pathname + url.search, start: timing.startTime, end: timing.responseEnd };
    }),
  );
}

/**
 * gzip bytes of the JavaScript fully downloaded by `moment`: what a person waited for before
 * that moment. `gzipOf` gives a file's size from its served path (undefined: not ours, skipped).
 */
export function jsBefore(
  resources: readonly TimedResource[],
  moment: number,
  gzipOf: (path: string) => number | undefined,
): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const r of resources) {
    if (!/\.m?js$/.test(r.path.split('?')[0] ?? '') || r.end > moment) continue;
    const size = gzipOf(r.path);
    if (size === undefined) continue;
    bytes += size;
    files += 1;
  }
  return { bytes, files };
}
