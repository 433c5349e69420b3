import { useCallback } from 'react';
import { useSearchParams } from '../lib/routing.tsx';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The page's search params, and a way to change them that never loses a change. Built
 * on the params of the last render, the second of two changes made before the page re-renders
 * (a filter, then another, or a debounced search landing after a click) would drop the first;
 * the address bar is always current. Changes replace the history
 * entry unless `push` is asked for (opening something the back button should close).
 */
export function useSearchParamsUpdater(): [URLSearchParams, (change: Change, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Change, { push = false }: { push?: boolean } = {}) => {
      setParams(() => change(new URLSearchParams(window.location.search)), { replace: !push });
    },
    [setParams],
  );
  return [params, update];
}

/** One search param set (or removed, when empty), on top of the address bar's current ones. */
export function withParam(name: string, value: string | null | undefined): Change {
  return (current) => {
    const next = new URLSearchParams(current);
    if (value) next.set(name, value);
    else next.delete(name);
    return next;
  };
}
