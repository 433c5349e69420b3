import type { Browser, Page } from '@playwright/test';
import { fromRuns, reasonOf, type Measurement, type Unit } from './figures.ts';
import { formatValue } from './report.ts';
import { loadBlockedList, longestTaskInBarePage } from './blocked-list.ts';
import { launchBare, type BareBrowser } from './browser/bare-chromium.ts';
import { withPage } from './browser/session.ts';
import { scrollToEnd } from './browser/scroll.ts';
import { frameStats, longestTaskAfter } from './timings.ts';

interface ScaleRun {
  firstRowFromNavigation: number;
  firstRowAfterResponse: number;
  /** In a page without DevTools' network tracking, as a user's browser runs it. */
  longestTaskAfterResponse: number;
  /** The same in Playwright's page, whose network tracking decodes the whole body on the main thread. */
  longestTaskAfterResponseTracked: number;
  heapMB: number;
  maxRows: number;
  longFrames: number;
  longestFrame: number;
  /** Notes for the figures, by figure. */
  notes: Partial<Record<FigureKey, string>>;
}

type FigureKey = 'firstRowAfterResponse' | 'maxRows';

/** JS heap of the page after a garbage collection (what the page keeps, not what it churned). */
async function heapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('Chromium reported no JSHeapUsedSize');
    return used / 1024 ** 2;
  } finally {
    await cdp.detach();
  }
}

async function scaleRun(browser: Browser, bare: BareBrowser, baseURL: string, limit: number): Promise<ScaleRun> {
  const longestTaskAfterResponse = await longestTaskInBarePage(bare, baseURL, limit);
  return withPage(browser, baseURL, async (page) => {
    const list = await loadBlockedList(page, limit);
    const tasks = await page.evaluate(() => window.__bench?.longTasks ?? []);
    const heap = await heapMB(page);
    const scroll = await scrollToEnd(page);
    const frames = frameStats(scroll.deltas);
    const scrollNotes = [`${scroll.steps} scroll steps of ≥ 1 screen, one per frame`];
    if (!list.complete) scrollNotes.push('the grid did not report every record');
    if (!scroll.reachedEnd) scrollNotes.push('scrolling stopped before the end');
    return {
      firstRowFromNavigation: list.firstRow,
      firstRowAfterResponse: list.firstRow - list.responseEnd,
      longestTaskAfterResponse,
      longestTaskAfterResponseTracked: longestTaskAfter(tasks, list.responseEnd),
      heapMB: heap,
      maxRows: scroll.maxRows,
      longFrames: frames.longCount,
      longestFrame: frames.longest,
      notes: {
        maxRows: scrollNotes.join('; '),
        ...(list.transferBytes
          ? { firstRowAfterResponse: `response ${formatValue(list.transferBytes, 'bytes')} as downloaded (compressed)` }
          : {}),
      },
    };
  });
}

const FIGURES: readonly { key: Exclude<keyof ScaleRun, 'notes'>; label: string; unit: Unit }[] = [
  { key: 'firstRowFromNavigation', label: 'navigation → first row', unit: 'ms' },
  {
    key: 'firstRowAfterResponse',
    label: 'response’s last byte → first row (negative: rows before the download ended)',
    unit: 'ms',
  },
  {
    key: 'longestTaskAfterResponse',
    label:
      'longest main-thread task after the response (0: none ≥ 50 ms), in a browser without DevTools network tracking',
    unit: 'ms',
  },
  {
    key: 'longestTaskAfterResponseTracked',
    label: '… the same under Playwright, whose network tracking decodes the whole body on the main thread',
    unit: 'ms',
  },
  { key: 'heapMB', label: 'JS heap after load, after a GC (page only, not the worker)', unit: 'MB' },
  { key: 'maxRows', label: 'most row elements in the DOM while scrolling to the end', unit: 'count' },
  { key: 'longFrames', label: 'frames over 50 ms while scrolling', unit: 'count' },
  { key: 'longestFrame', label: 'longest frame while scrolling', unit: 'ms' },
];

/** The blocked-messages list at `limit` records (the server holds 10000). */
export async function measureScale(
  browser: Browser,
  baseURL: string,
  limit: number,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const results: (ScaleRun | { failed: string })[] = [];
  const bare = await launchBare();
  try {
    for (let run = 1; run <= runs; run++) {
      progress(`scale: ${limit} records, run ${run} of ${runs}`);
      results.push(
        await scaleRun(browser, bare, baseURL, limit).catch((error: unknown) => ({ failed: reasonOf(error) })),
      );
    }
  } finally {
    await bare.close();
  }
  return FIGURES.map(({ key, label, unit }) => {
    const figure = fromRuns(
      results.map((r) => ('failed' in r ? r : r[key])),
      unit,
    );
    const notes = [
      ...new Set(results.flatMap((r) => ('notes' in r && key in r.notes ? [r.notes[key as FigureKey] as string] : []))),
    ];
    const note = [figure.kind === 'value' ? figure.note : undefined, ...notes].filter(Boolean).join('; ');
    return {
      id: `scale.${limit}.${key}`,
      section: 'scale' as const,
      label: `${limit} records: ${label}`,
      figure: figure.kind === 'value' && note ? { ...figure, note } : figure,
    };
  });
}
