import { useCallback } from 'react';
import { useSearchParams } from '../lib/routing.tsx';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The page's search params, and a way to change them that replaces the history entry unless
 * `push` is asked for (opening something the back button should close). Each change starts from
 * the address bar's params (lib/routing.tsx), so two made before the page re-renders both count.
 */
export function useSearchParamsUpdater(): [URLSearchParams, (change: Change, options?: { push?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: Change, { push = false }: { push?: boolean } = {}) => {
      setParams(change, { replace: !push });
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
