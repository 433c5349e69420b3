import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of stable identity that calls the newest `callback`. The newest is taken as the
 * render commits (a layout effect), not after the paint (a passive effect, as Mantine's
 * `useCallbackRef` does): on a busy machine the browser paints a render, and a key can be
 * pressed on what it shows, before passive effects run; the key must act on that render's state.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
