import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { elementScroll, type Rect, type VirtualizerOptions, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The grid's scroller as the virtualizer and the row layout need it, without touching layout
 * while React commits. Reading `clientWidth` there, or writing a scroll position, makes the
 * browser lay the page out inside the commit's task (15-45 ms when a list arrives); a
 * ResizeObserver is told the size after the frame's own layout, before it paints.
 */

/** Below this many pixels of list width each record is a taller card. */
export const NARROW_BELOW = 832;

const REM = 16;

/**
 * What the page's controls take above the grid, by the window's width: blocked-grid.module.css's
 * --grid-above from 48em; on a phone the shell's header and the page's compact bar, under which
 * the grid fills the screen (list-screen.module.css).
 */
function gridAbove(width: number): number {
  if (width >= 76.5 * REM) return 16.5 * REM;
  if (width >= 48 * REM) return 22 * REM;
  return 17.125 * REM;
}

/**
 * The scroller's box before it is measured, from its CSS height (blocked-grid.module.css:
 * clamp(22rem, 100dvh - --grid-above, 200rem), less its 1px borders; near enough on a phone):
 * enough rows for the first frame; the observer's size replaces it in the render after.
 */
export function expectedScrollerRect(viewport: { width: number; height: number }): Rect {
  const height = Math.min(Math.max(22 * REM, viewport.height - gridAbove(viewport.width)), 200 * REM) - 2;
  return { width: viewport.width, height };
}

/** The virtualizer's `observeElementRect`: the scroller's size as the observer reports it. */
export function observeScrollerRect(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(() =>
    // Read in the observer's callback, after layout: no extra layout, unlike a read during commit.
    onRect({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether the grid is narrow enough for cards: guessed from the window, then as observed. */
export function useNarrow(element: RefObject<HTMLDivElement | null>): boolean {
  // A window narrower than the threshold has a narrower grid; a wider one is checked below.
  const [narrow, setNarrow] = useState(() => window.innerWidth < NARROW_BELOW);
  useLayoutEffect(() => {
    const el = element.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      const width = el.clientWidth;
      // Rendered before the frame paints, so a wrong guess never shows.
      flushSync(() => setNarrow(width > 0 && width < NARROW_BELOW));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [element]);
  return narrow;
}

type ScrollToFn = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'];

/**
 * The virtualizer's `scrollToFn`, less the write it makes when it first sees the scroller: the
 * initial offset, 0, where a scroller React has just created already is. The browser would not
 * move it either, but would lay the page out to find that out. One per grid.
 */
export function scrollerScrollFn(): ScrollToFn {
  let attached = false;
  return (offset, options, instance) => {
    const first = !attached;
    attached = true;
    if (first && offset + (options.adjustments ?? 0) === 0) return;
    elementScroll(offset, options, instance);
  };
}
