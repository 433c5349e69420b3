import type { Page, Request } from '@playwright/test';
import { blockedMessagesAt } from './routes.ts';
import { selectors } from './selectors.ts';
import type { BareBrowser } from './browser/bare-chromium.ts';
import { appearedAt, DESKTOP, PROBE_SCRIPT, pollUntil, quietClock, settle, settleOn } from './browser/session.ts';
import { longestTaskAfter, requestEndInPage } from './timings.ts';

export interface LoadedList {
  /** Page clock (ms since navigation start). */
  firstRow: number;
  responseEnd: number;
  /** Bytes of the list's response body as downloaded (compressed), when known. */
  transferBytes: number | undefined;
  /** Whether the grid reported every record before the measurements went on. */
  complete: boolean;
}

const isListRequest = (url: string, limit: number) => {
  const parsed = new URL(url);
  return /\/moderation\/blocked-messages$/.test(parsed.pathname) && parsed.searchParams.get('limit') === String(limit);
};

/** Whether the grid reports at least `rows` rows (records and its header): run in the page. */
const gridHolds = ({ css, rows }: { css: string; rows: number }) =>
  Number(document.querySelector(css)?.getAttribute('aria-rowcount')) >= rows;

/**
 * Opens the blocked messages at `limit` and waits until the list's response has been fully
 * received (the page fetches it in a worker; Playwright reports workers' requests too), the
 * grid holds every record, and the main thread has been quiet for a second.
 */
export async function loadBlockedList(page: Page, limit: number): Promise<LoadedList> {
  const finished = new Promise<Request>((resolve) => {
    page.on('requestfinished', (request) => {
      if (isListRequest(request.url(), limit)) resolve(request);
    });
    // The page ends its loader worker as soon as the last record is in; for a small answer
    // that can come before Chromium reports the request finished, and DevTools then calls it
    // aborted. Its timing still holds the end of the body.
    page.on('requestfailed', (request) => {
      if (isListRequest(request.url(), limit) && request.failure()?.errorText === 'net::ERR_ABORTED') resolve(request);
    });
  });
  await page.goto(blockedMessagesAt(limit), { waitUntil: 'commit' });
  const firstRow = await appearedAt(selectors.blockedRow(page), 'a blocked-message row', 60_000);
  const request = await Promise.race([
    finished,
    page.waitForTimeout(60_000).then(() => {
      throw new Error(`the list request (limit ${limit}) did not finish within 60 s`);
    }),
  ]);
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const timing = request.timing();
  if (timing.responseEnd < 0) throw new Error(`the list request (limit ${limit}) ended without a response end time`);
  const responseEnd = requestEndInPage(timing, timeOrigin);
  const transferBytes = await request.sizes().then(
    (s) => s.responseBodySize,
    () => undefined,
  );
  const complete = await page
    .waitForFunction(
      gridHolds,
      { css: selectors.listWithRowCountCss, rows: limit + 1 },
      { timeout: 30_000, polling: 250 },
    )
    .then(
      () => true,
      () => false,
    );
  await settle(page, responseEnd);
  return { firstRow, responseEnd, transferBytes, complete };
}

/**
 * The longest main-thread task after the list's response (0: none of 50 ms or more), measured
 * in a page without DevTools' network tracking (bare-chromium.ts says why): the list at `limit`
 * is opened, the grid waited for until it holds every record, then the main thread for a quiet
 * second. The response's end is the page's own Resource Timing entry for the list.
 */
export async function longestTaskInBarePage(bare: BareBrowser, baseURL: string, limit: number): Promise<number> {
  const page = await bare.open(new URL(blockedMessagesAt(limit), baseURL).href, DESKTOP, PROBE_SCRIPT);
  try {
    const grid = { css: selectors.listWithRowCountCss, rows: limit + 1 };
    if (!(await pollUntil(() => page.evaluate(gridHolds, grid), 250, 60_000)))
      throw new Error(`the grid did not hold ${limit} records within 60 s (bare page)`);
    const resources = await page.evaluate(
      () =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          url: entry.name,
          responseEnd: entry.responseEnd,
        })),
      undefined,
    );
    const ends = resources.filter((entry) => isListRequest(entry.url, limit)).map((entry) => entry.responseEnd);
    if (ends.length === 0) throw new Error(`no Resource Timing entry for the list (limit ${limit}) in the bare page`);
    const responseEnd = Math.max(...ends);
    await settleOn(() => page.evaluate(quietClock, undefined), responseEnd);
    const tasks = await page.evaluate(() => window.__bench?.longTasks ?? [], undefined);
    return longestTaskAfter(tasks, responseEnd);
  } finally {
    await page.close();
  }
}
