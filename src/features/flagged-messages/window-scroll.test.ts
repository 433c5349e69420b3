import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { windowScrollFn } from './window-scroll.ts';

describe('windowScrollFn', () => {
  function windowLike() {
    const scrollTo = vi.fn();
    const instance = { scrollElement: { scrollTo }, options: { horizontal: false } } as unknown as Virtualizer<
      Window,
      Element
    >;
    return { scrollTo, instance, scroll: windowScrollFn() };
  }

  it('leaves the window where the router put it when the list first appears', () => {
    const { scrollTo, instance, scroll } = windowLike();
    // The offset of the page the user came from, read while this one rendered.
    scroll(400, { adjustments: 0 }, instance);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves it for every later write (following the selected report)', () => {
    const { scrollTo, instance, scroll } = windowLike();
    scroll(0, {}, instance);
    scroll(840, { behavior: 'auto' }, instance);
    scroll(100, { adjustments: 20 }, instance);
    expect(scrollTo.mock.calls).toEqual([[{ top: 840, behavior: 'auto' }], [{ top: 120, behavior: undefined }]]);
  });
});
