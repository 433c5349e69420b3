import { windowScroll, type VirtualizerOptions } from '@tanstack/react-virtual';

type WindowScrollToFn = VirtualizerOptions<Window, Element>['scrollToFn'];

/**
 * The window virtualizer's `scrollToFn`, less the write it makes when it first sees the window:
 * the offset it read while the page rendered, which is the page the user came from. Where a page
 * opens is the router's to say (its scroll restoration: the top, or where Back returns to). One
 * per list.
 */
export function windowScrollFn(): WindowScrollToFn {
  let attached = false;
  return (offset, options, instance) => {
    if (!attached) {
      attached = true;
      return;
    }
    windowScroll(offset, options, instance);
  };
}
