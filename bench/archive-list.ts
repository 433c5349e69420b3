import type { Browser, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { fromRuns, reasonOf, summarize, type Figure, type Measurement, type Unit } from './figures.ts';
import { selectors } from './selectors.ts';
import { collectPageFetches, pageShowTimes, watchListGrowth } from './browser/page-fetch-times.ts';
import { appearedAt, pageNow, settle, withPage } from './browser/session.ts';
import { scrollToEnd } from './browser/scroll.ts';
import { frameStats, longestTaskAfter } from './timings.ts';

/** Pages of 200 the scroll loads beyond the first: 10,000 rows, where a list recomputed over all it holds would show. */
export const PAGES_SCROLLED = 50;
const PAGE_SIZE = 200;
const PAGE_PATH = '/archive/blocked-messages';

export const archiveUrl = (appId: string) => `${paths.blockedMessages(appId)}?source=archive`;

interface FirstRows {
  /** The first archived row on screen: painted from the early request before the app ran (src/app/first-rows), or the app's. */
  firstRow: number;
  /** The app's own first row, which opens and decides. */
  firstGridRow: number;
  /** When the first page's request started, how long its answer took, and from its last byte to the first row. */
  requestStart: number;
  requestTime: number;
  responseToFirstRow: number;
}

/** A cold load (fresh context) of the archive list, up to the frame of its first row. */
async function openArchive(page: Page, appId: string): Promise<FirstRows> {
  await page.goto(archiveUrl(appId), { waitUntil: 'commit' });
  const firstRow = await appearedAt(selectors.blockedRowShown(page), 'an archived row', 60_000);
  const firstGridRow = await appearedAt(selectors.blockedRow(page), 'the app’s archived row', 60_000);
  const [first] = (await collectPageFetches(page, PAGE_PATH, 0)).requests;
  if (!first) throw new Error('the first page’s request was not seen');
  return {
    firstRow,
    firstGridRow,
    requestStart: first.start,
    requestTime: first.responseEnd - first.start,
    responseToFirstRow: firstRow - first.responseEnd,
  };
}

interface ScrollRun {
  longestFrame: number;
  longFrames: number;
  longestTask: number;
  maxRows: number;
  /** Page requests sent again for a page already asked for. */
  repeated: number;
  pages: { fetchToShown: number; responseToShown: number }[];
  steps: number;
  records: number;
  reachedTarget: boolean;
}

function scrollRun(browser: Browser, baseURL: string, appId: string): Promise<ScrollRun> {
  return withPage(browser, baseURL, async (page) => {
    await openArchive(page, appId);
    await settle(page, await pageNow(page));
    await watchListGrowth(page);
    const since = await pageNow(page);
    // A screen a step at the first pages, a 150th of what is loaded later: about 500 steps to 10,200 records.
    const scroll = await scrollToEnd(page, {
      untilRecords: PAGE_SIZE * (1 + PAGES_SCROLLED),
      maxMovingSteps: 2000,
      timeoutMs: 300_000,
    });
    const { requests, growths } = await collectPageFetches(page, PAGE_PATH, since);
    const frames = frameStats(scroll.deltas);
    const tasks = await page.evaluate(() => window.__bench?.longTasks ?? []);
    const { shown, repeated } = pageShowTimes(requests, growths);
    return {
      longestFrame: frames.longest,
      longFrames: frames.longCount,
      longestTask: longestTaskAfter(tasks, since),
      maxRows: scroll.maxRows,
      repeated,
      pages: shown,
      steps: scroll.steps,
      records: scroll.records,
      reachedTarget: scroll.reachedEnd,
    };
  });
}

const measurement = (records: number, key: string, label: string, figure: Figure): Measurement => ({
  id: `archive.${records}.${key}`,
  section: 'scale',
  label: `archive, ${records.toLocaleString('en-US')} records: ${label}`,
  figure,
});

const withNote = (figure: Figure, note: string): Figure =>
  figure.kind === 'value' ? { ...figure, note: [figure.note, note].filter(Boolean).join('; ') } : figure;

/** Navigation → first archived row, on a cold cache; one discarded load first warms the server. */
export async function measureArchiveStart(
  browser: Browser,
  baseURL: string,
  appId: string,
  records: number,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  await withPage(browser, baseURL, (page) => openArchive(page, appId)).catch(() => undefined);
  const results: (FirstRows | { failed: string })[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`archive first row: cold load ${run} of ${runs}`);
    results.push(
      await withPage(browser, baseURL, (page) => openArchive(page, appId)).catch((error: unknown) => ({
        failed: reasonOf(error),
      })),
    );
  }
  const pick = (key: keyof FirstRows) =>
    fromRuns(
      results.map((r) => ('failed' in r ? r : r[key])),
      'ms',
    );
  return [
    measurement(
      records,
      'firstRow',
      'navigation → first archived row on screen (cold cache; painted before the app runs)',
      pick('firstRow'),
    ),
    measurement(
      records,
      'firstGridRow',
      '… navigation → the app’s own first row (it opens and decides)',
      pick('firstGridRow'),
    ),
    measurement(
      records,
      'requestStart',
      '… of which navigation → first page requested (the app’s code loading)',
      pick('requestStart'),
    ),
    measurement(
      records,
      'requestTime',
      '… the first page’s request → its last byte (server and network)',
      pick('requestTime'),
    ),
    measurement(
      records,
      'responseToFirstRow',
      '… the first page’s last byte → first archived row on screen',
      pick('responseToFirstRow'),
    ),
  ];
}

/** Scrolling far down the archive list while pages of 200 load as it goes. */
export async function measureArchiveScroll(
  browser: Browser,
  baseURL: string,
  appId: string,
  records: number,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const results: (ScrollRun | { failed: string })[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`archive scroll: run ${run} of ${runs}`);
    results.push(await scrollRun(browser, baseURL, appId).catch((error: unknown) => ({ failed: reasonOf(error) })));
  }
  const done = results.filter((r): r is ScrollRun => !('failed' in r));
  const steps = done.map((r) => r.steps);
  const notes =
    `${Math.min(...steps)}–${Math.max(...steps)} scroll steps of ≥ 1 screen, one per frame, to ${Math.min(...done.map((r) => r.records))}+ records` +
    (done.every((r) => r.reachedTarget) ? '' : '; a run stopped before its target');
  const perRun = (key: 'longestFrame' | 'longFrames' | 'longestTask' | 'maxRows' | 'repeated', unit: Unit) =>
    fromRuns(
      results.map((r) => ('failed' in r ? r : r[key])),
      unit,
    );
  const pages = done.flatMap((r) => r.pages);
  const pagesNote = `${pages.length} pages over ${done.length} runs`;
  return [
    measurement(
      records,
      'maxRows',
      'most row elements in the DOM while scrolling',
      withNote(perRun('maxRows', 'count'), notes),
    ),
    measurement(records, 'longFrames', 'frames over 50 ms while scrolling', perRun('longFrames', 'count')),
    measurement(records, 'longestFrame', 'longest frame while scrolling', perRun('longestFrame', 'ms')),
    measurement(
      records,
      'longestTask',
      'longest main-thread task while scrolling (0: none ≥ 50 ms)',
      perRun('longestTask', 'ms'),
    ),
    measurement(
      records,
      'repeatedRequests',
      'page requests sent twice for one page while scrolling',
      perRun('repeated', 'count'),
    ),
    measurement(
      records,
      'pageFetchToShown',
      'a page loaded by scrolling: request → its rows shown',
      summarize(
        pages.map((p) => p.fetchToShown),
        'ms',
        pagesNote,
      ),
    ),
    measurement(
      records,
      'pageResponseToShown',
      'a page loaded by scrolling: last byte → its rows shown',
      summarize(
        pages.map((p) => p.responseToShown),
        'ms',
        pagesNote,
      ),
    ),
  ];
}
