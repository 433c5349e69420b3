import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { expectedScrollerRect, scrollerScrollFn } from './grid-scroller.ts';

describe('expectedScrollerRect', () => {
  // The scroller's CSS height is clamp(22rem, 100dvh - the controls above it, 200rem), less 2px of
  // border: 16.5rem above it from 76.5em wide, 22rem from 48em (two lines wrap); on a phone the
  // header and the compact bar, 17.125rem, above a grid that fills the screen.
  it.each([
    ['a laptop', { width: 1366, height: 768 }, 768 - 264 - 2],
    ['a small laptop: the title and the status wrap', { width: 1024, height: 768 }, 768 - 352 - 2],
    ['a phone', { width: 390, height: 844 }, 844 - 274 - 2],
    ['a phone: never under 22rem', { width: 390, height: 500 }, 352 - 2],
    ['a tall screen: never over 200rem', { width: 2000, height: 4000 }, 3200 - 2],
  ])('%s', (_, viewport, height) => {
    expect(expectedScrollerRect(viewport)).toEqual({ width: viewport.width, height });
  });
});

describe('scrollerScrollFn', () => {
  function scroller() {
    const scrollTo = vi.fn();
    const instance = { scrollElement: { scrollTo }, options: { horizontal: false } } as unknown as Virtualizer<
      HTMLDivElement,
      Element
    >;
    return { scrollTo, instance, scroll: scrollerScrollFn() };
  }

  it('skips the first write when it is to the top, where a new scroller already is', () => {
    const { scrollTo, instance, scroll } = scroller();
    scroll(0, { adjustments: 0 }, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    scroll(0, {}, instance);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: undefined });
  });

  it('makes a first write elsewhere, and every later one', () => {
    const { scrollTo, instance, scroll } = scroller();
    scroll(840, { behavior: 'auto' }, instance);
    scroll(100, { adjustments: 20 }, instance);
    expect(scrollTo.mock.calls).toEqual([[{ top: 840, behavior: 'auto' }], [{ top: 120, behavior: undefined }]]);
  });
});
