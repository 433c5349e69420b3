import type { Page } from '@playwright/test';
import { selectors } from '../selectors.ts';

/** At most this many scroll steps to the end; each is at least one screen, one per frame. */
const MAX_SCROLL_STEPS = 150;

export interface ScrollResult {
  maxRows: number;
  deltas: number[];
  /** Steps that moved the list (waiting at the end for a page is not a step). */
  steps: number;
  /** Reached the end, or with `untilRecords` that many records. */
  reachedEnd: boolean;
  /** Records the grid held when scrolling stopped (its aria-rowcount less the header row). */
  records: number;
}

export interface ScrollOptions {
  /** Scroll until the grid holds this many records (an infinite list loading pages) instead of to the end. */
  untilRecords?: number;
  /** Steps that move the list before it gives up (default twice MAX_SCROLL_STEPS: enough to reach the end). */
  maxMovingSteps?: number;
  timeoutMs?: number;
}

/**
 * Scrolls the list's scroll container to the end, one step per animation frame, counting row
 * elements after every DOM change and timing every frame. A step of at least a screen means
 * each frame shows rows that were not rendered before: the virtualizer's worst case. With
 * `untilRecords`, it goes on until that many have loaded: at the end it waits (frames still
 * timed) for the next page, as a user holding the scrollbar down does.
 */
export function scrollToEnd(
  page: Page,
  { untilRecords = 0, maxMovingSteps = MAX_SCROLL_STEPS * 2, timeoutMs = 60_000 }: ScrollOptions = {},
): Promise<ScrollResult> {
  return page.evaluate(
    async ({ dataRowCss, anyRowCss, gridCss, maxSteps, maxMovingSteps, untilRecords, timeoutMs }) => {
      const first = document.querySelector(dataRowCss);
      if (!first) throw new Error('no data row to scroll from');
      let scroller: HTMLElement | null = first.parentElement;
      while (
        scroller &&
        !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY))
      ) {
        scroller = scroller.parentElement;
      }
      const el = scroller ?? (document.scrollingElement as HTMLElement);
      const count = () => document.querySelectorAll(anyRowCss).length;
      const records = () => Number(document.querySelector(gridCss)?.getAttribute('aria-rowcount') ?? 1) - 1;
      let maxRows = count();
      const observer = new MutationObserver(() => (maxRows = Math.max(maxRows, count())));
      observer.observe(document.body, { childList: true, subtree: true });
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const atEnd = () => el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
      const done = () => (untilRecords > 0 ? records() >= untilRecords : atEnd());
      const deltas: number[] = [];
      const started = performance.now();
      let last = await frame();
      let steps = 0;
      while (!done() && steps < maxMovingSteps && performance.now() - started < timeoutMs) {
        const step = Math.max(el.clientHeight, Math.ceil((el.scrollHeight - el.clientHeight) / maxSteps));
        const before = el.scrollTop;
        el.scrollTop = Math.min(el.scrollTop + step, el.scrollHeight);
        if (el.scrollTop !== before) steps++;
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
      const reachedEnd = done();
      const held = records();
      el.scrollTop = 0;
      return { maxRows: Math.max(maxRows, count()), deltas, steps, reachedEnd, records: held };
    },
    {
      dataRowCss: selectors.blockedRowCss,
      anyRowCss: selectors.anyRowCss,
      gridCss: selectors.listWithRowCountCss,
      maxSteps: MAX_SCROLL_STEPS,
      maxMovingSteps,
      untilRecords,
      timeoutMs,
    },
  );
}
