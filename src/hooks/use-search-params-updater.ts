import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

type Change = (current: URLSearchParams) => URLSearchParams;

/**
 * The page's search params, and a way to change them that replaces the history entry unless
 * `push` is asked for (opening something the back button should close). Each change starts from
 * the last one asked for, not from the params of the last render (React Router's own setter):
 * a navigation commits a little later, and a second change before then (a filter, then a
 * debounced search landing after it) would otherwise drop the first.
 */
export function useSearchParamsUpdater(): [
  URLSearchParams,
  /** Resolves once the navigation has landed (React Router's data router says when). */
  (change: Change, options?: { push?: boolean }) => void | Promise<void>,
  /** Back from the entry the last `push` added: later changes start from the entry it returns to. */
  () => void,
] {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = useRef<string | undefined>(undefined);
  // What the address held under the entry the last push added: where going back returns to.
  const underPush = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (asked.current === search) asked.current = undefined;
  }, [search]);
  const update = useCallback(
    (change: Change, { push = false }: { push?: boolean } = {}) => {
      const base = asked.current ?? search;
      const next = change(new URLSearchParams(base)).toString();
      if (push) underPush.current = base;
      asked.current = next ? `?${next}` : '';
      // The page's own address changes leave the window where it is: the page decides what moves
      // (a new search scrolls its own list to the top), not the router's scroll restoration.
      return navigate({ search: asked.current }, { replace: !push, preventScrollReset: true });
    },
    [navigate, search],
  );
  // A push and the Back after it can both land before the page renders either (Enter, then Esc
  // at once): the pushed params must not be the base of the next change, or it would bring them back.
  const back = useCallback(() => {
    asked.current = underPush.current;
    underPush.current = undefined;
    navigate(-1);
  }, [navigate]);
  return [params, update, back];
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
