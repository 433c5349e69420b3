import type { Page } from '@playwright/test';
import { selectors } from '../selectors.ts';

/** A page request as Resource Timing saw it, in the page's clock. */
export interface PageRequest {
  url: string;
  start: number;
  responseEnd: number;
}

/** The grid's record count grew to `records`, first shown in the frame at `at` (page clock). */
export interface ListGrowth {
  at: number;
  records: number;
}

export interface PageShown {
  /** First request for the page → the frame that first holds its rows: what a scrolling user waits. */
  fetchToShown: number;
  /** The last response's last byte → that frame: the page's own work (checking, rendering). */
  responseToShown: number;
}

/**
 * Pairs each page with the first growth of the list after its response ended. A page asked for
 * more than once (the same URL: a repeated request cancels the one before) is one page, waited
 * for from its first request to its last response. A page the list never grew after (the last,
 * still loading when scrolling stopped) has no figure; two pages never share one growth.
 */
export function pageShowTimes(
  requests: readonly PageRequest[],
  growths: readonly ListGrowth[],
): { shown: PageShown[]; repeated: number } {
  const pages = new Map<string, { start: number; responseEnd: number }>();
  for (const { url, start, responseEnd } of requests) {
    const page = pages.get(url);
    pages.set(
      url,
      page
        ? { start: Math.min(page.start, start), responseEnd: Math.max(page.responseEnd, responseEnd) }
        : { start, responseEnd },
    );
  }
  const byTime = [...growths].sort((a, b) => a.at - b.at);
  const shown: PageShown[] = [];
  let next = 0;
  for (const page of [...pages.values()].sort((a, b) => a.start - b.start)) {
    while (next < byTime.length && (byTime[next]?.at ?? 0) < page.responseEnd) next++;
    const growth = byTime[next];
    if (!growth) break;
    next++;
    shown.push({ fetchToShown: growth.at - page.start, responseToShown: growth.at - page.responseEnd });
  }
  return { shown, repeated: requests.length - pages.size };
}

declare global {
  interface Window {
    __listGrowths?: ListGrowth[];
  }
}

/** Starts recording every growth of the grid's aria-rowcount, stamped at the next frame. */
export function watchListGrowth(page: Page): Promise<void> {
  return page.evaluate((gridCss) => {
    const growths: ListGrowth[] = [];
    window.__listGrowths = growths;
    let last = Number(document.querySelector(gridCss)?.getAttribute('aria-rowcount') ?? 0);
    new MutationObserver(() => {
      const now = Number(document.querySelector(gridCss)?.getAttribute('aria-rowcount') ?? 0);
      if (now <= last) return;
      last = now;
      requestAnimationFrame((at) => growths.push({ at, records: now - 1 }));
    }).observe(document.body, { attributes: true, attributeFilter: ['aria-rowcount'], subtree: true });
  }, selectors.listWithRowCountCss);
}

/** The growths recorded since `watchListGrowth`, and the requests whose path ends with `pathEnd` started after `since`. */
export function collectPageFetches(
  page: Page,
  pathEnd: string,
  since: number,
): Promise<{ requests: PageRequest[]; growths: ListGrowth[] }> {
  return page.evaluate(
    ({ pathEnd, since }) => ({
      requests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith(pathEnd) && e.startTime >= since)
        .map((e) => ({ url: e.name, start: e.startTime, responseEnd: e.responseEnd })),
      growths: window.__listGrowths ?? [],
    }),
    { pathEnd, since },
  );
}
