import type { Browser, Page } from '@playwright/test';
import { fromRuns, reasonOf, type Measurement, type Unit } from './figures.ts';
import { formatValue } from './report.ts';
import { loadBlockedList } from './blocked-list.ts';
import { selectors } from './selectors.ts';
import { withPage } from './browser/session.ts';
import { frameStats, longestTaskAfter } from './timings.ts';

interface ScaleRun {
  firstRowFromNavigation: number;
  firstRowAfterResponse: number;
  longestTaskAfterResponse: number;
  heapMB: number;
  maxRows: number;
  longFrames: number;
  longestFrame: number;
  /** Notes for the figures, by figure. */
  notes: Partial<Record<FigureKey, string>>;
}

type FigureKey = 'firstRowAfterResponse' | 'maxRows';

/** At most this many scroll steps to the end; each is at least one screen, one per frame. */
const MAX_SCROLL_STEPS = 150;

interface ScrollResult {
  maxRows: number;
  deltas: number[];
  steps: number;
  reachedEnd: boolean;
}

/**
 * Scrolls the list's scroll container to the end, one step per animation frame, counting row
 * elements after every DOM change and timing every frame. A step of at least a screen means
 * each frame shows rows that were not rendered before: the virtualizer's worst case.
 */
function scrollToEnd(page: Page): Promise<ScrollResult> {
  return page.evaluate(
    async ({ dataRowCss, anyRowCss, maxSteps }) => {
      const first = document.querySelector(dataRowCss);
      if (!first) throw new Error('no data row to scroll from');
      let scroller: HTMLElement | null = first.parentElement;
      while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) {
        scroller = scroller.parentElement;
      }
      const el = scroller ?? (document.scrollingElement as HTMLElement);
      const count = () => document.querySelectorAll(anyRowCss).length;
      let maxRows = count();
      const observer = new MutationObserver(() => (maxRows = Math.max(maxRows, count())));
      observer.observe(document.body, { childList: true, subtree: true });
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const atEnd = () => el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      const deltas: number[] = [];
      const started = performance.now();
      let last = await frame();
      let steps = 0;
      while (!atEnd() && steps < maxSteps * 2 && performance.now() - started < 60_000) {
        const step = Math.max(el.clientHeight, Math.ceil((el.scrollHeight - el.clientHeight) / maxSteps));
        el.scrollTop = Math.min(el.scrollTop + step, el.scrollHeight);
        steps++;
        const now = await frame();
        deltas.push(now - last);
        last = now;
      }
      for (let i = 0; i < 3; i++) {
        const now = await frame();
        deltas.push(now - last);
        last = now;
      }
      observer.disconnect();
      const reachedEnd = atEnd();
      el.scrollTop = 0;
      return { maxRows: Math.max(maxRows, count()), deltas, steps, reachedEnd };
    },
    { dataRowCss: selectors.blockedRowCss, anyRowCss: selectors.anyRowCss, maxSteps: MAX_SCROLL_STEPS },
  );
}

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

function scaleRun(browser: Browser, baseURL: string, limit: number): Promise<ScaleRun> {
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
      longestTaskAfterResponse: longestTaskAfter(tasks, list.responseEnd),
      heapMB: heap,
      maxRows: scroll.maxRows,
      longFrames: frames.longCount,
      longestFrame: frames.longest,
      notes: {
        maxRows: scrollNotes.join('; '),
        ...(list.transferBytes ? { firstRowAfterResponse: `response ${formatValue(list.transferBytes, 'bytes')} as downloaded (compressed)` } : {}),
      },
    };
  });
}

const FIGURES: readonly { key: Exclude<keyof ScaleRun, 'notes'>; label: string; unit: Unit }[] = [
  { key: 'firstRowFromNavigation', label: 'navigation → first row', unit: 'ms' },
  { key: 'firstRowAfterResponse', label: 'response’s last byte → first row (negative: rows before the download ended)', unit: 'ms' },
  { key: 'longestTaskAfterResponse', label: 'longest main-thread task after the response (0: none ≥ 50 ms)', unit: 'ms' },
  { key: 'heapMB', label: 'JS heap after load, after a GC (page only, not the worker)', unit: 'MB' },
  { key: 'maxRows', label: 'most row elements in the DOM while scrolling to the end', unit: 'count' },
  { key: 'longFrames', label: 'frames over 50 ms while scrolling', unit: 'count' },
  { key: 'longestFrame', label: 'longest frame while scrolling', unit: 'ms' },
];

/** The blocked-messages list at `limit` records (the server holds 10000). */
export async function measureScale(browser: Browser, baseURL: string, limit: number, runs: number, progress: (line: string) => void): Promise<Measurement[]> {
  const results: (ScaleRun | { failed: string })[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`scale: ${limit} records, run ${run} of ${runs}`);
    results.push(await scaleRun(browser, baseURL, limit).catch((error: unknown) => ({ failed: reasonOf(error) })));
  }
  return FIGURES.map(({ key, label, unit }) => {
    const figure = fromRuns(results.map((r) => ('failed' in r ? r : r[key])), unit);
    const notes = [...new Set(results.flatMap((r) => ('notes' in r && key in r.notes ? [r.notes[key as FigureKey] as string] : [])))];
    const note = [figure.kind === 'value' ? figure.note : undefined, ...notes].filter(Boolean).join('; ');
    return { id: `scale.${limit}.${key}`, section: 'scale' as const, label: `${limit} records: ${label}`, figure: figure.kind === 'value' && note ? { ...figure, note } : figure };
  });
}
