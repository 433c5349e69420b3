import { createContext, forwardRef, useCallback, useContext, useEffect, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { Link, Redirect, Router, useLocation as useWouterLocation, useParams as useWouterParams, type AroundNavHandler } from 'wouter';
import { navigate as browserNavigate, usePathname, useSearch as useRawSearch } from 'wouter/use-browser-location';

/**
 * The dashboard's routing, on wouter (docs/decisions/017): the browser's address is the state,
 * and these few hooks and links read and change it. Paths and search strings are read as the
 * address bar has them (percent-encoded), and parameters are decoded once, here.
 */

export { Link };

/** The pathname with `%` escaped, so that wouter's own decoding gives back the encoded path. */
const useEncodedLocation = (): [string, typeof browserNavigate] => [usePathname().replaceAll('%', '%25'), browserNavigate];

type Guard = (to: string, go: () => void) => boolean;
const guards = new Set<Guard>();

/** Every navigation from a link, `navigate` or `<Navigate>` passes the guards (a form with unsaved changes). */
const guardedNavigation: AroundNavHandler = (navigate, to, options) => {
  const go = () => navigate(to, options);
  for (const guard of guards) if (guard(to, go)) return;
  go();
};

/** Asks for the code of the page at a path, before the user has chosen it. */
type Preload = (path: string) => void;
const PreloadContext = createContext<Preload>(() => undefined);

export function RouterProvider({ children, preload = () => undefined }: { children: ReactNode; preload?: Preload }) {
  return (
    <PreloadContext value={preload}>
      <Router hook={useEncodedLocation} aroundNav={guardedNavigation}>
        {children}
      </Router>
    </PreloadContext>
  );
}

/** A route's parameters, decoded (`/keywords/a%2Fb` gives `a/b`). */
export function useParams(): Readonly<Record<string, string | undefined>> {
  const raw = useWouterParams();
  return useMemo(
    () => Object.fromEntries(Object.entries(raw).filter(([name]) => !/^\d+$/.test(name)).map(([name, value]) => [name, decodeParam(value)])),
    [raw],
  );
}

/** A path parameter as the address bar has it, decoded (left as it is when it is not valid encoding). */
export function decodeParam(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The current address: pathname and search as the address bar has them (`search` with its `?`). */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  return { pathname, search: useRawSearch() };
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Goes to a path (absolute, or a search such as `?q=x`), or back or forward by a number of entries. */
export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const [, navigate] = useWouterLocation();
  return useCallback((to: string | number, options?: NavigateOptions) => (typeof to === 'number' ? window.history.go(to) : navigate(to, options)), [navigate]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/**
 * The search params, and a setter whose function form starts from the address bar's current ones:
 * built on the params of the last render, the second of two changes made before the page
 * re-renders (a filter, then a debounced search landing after it) would drop the first.
 */
export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const search = useRawSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const navigate = useNavigate();
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next).toString();
      navigate(`${window.location.pathname}${value ? `?${value}` : ''}`, options);
    },
    [navigate],
  );
  return [params, set];
}

export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  return <Redirect to={to} replace={replace} />;
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; replace?: boolean };

/**
 * A link that says it is the current page (`aria-current`, class `active`) on its path and below
 * it. Its page's code is asked for when the pointer or the focus comes to it, so that the page
 * is usually there by the click.
 */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink({ to, className, ...props }, ref) {
  const [pathname] = useWouterLocation();
  const preload = useContext(PreloadContext);
  const active = pathname === to || pathname.startsWith(`${to}/`);
  const intent = () => preload(to);
  return (
    <Link
      ref={ref}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      onPointerEnter={intent}
      onFocus={intent}
      {...props}
    />
  );
});

export type BlockerFunction = (args: { nextLocation: { pathname: string } }) => boolean;

export interface Blocker {
  state: 'blocked' | 'unblocked';
  /** Goes where the blocked navigation was going. */
  proceed: () => void;
  /** Stays. */
  reset: () => void;
}

/**
 * Holds back in-app navigations that `shouldBlock` refuses, until the user decides. The browser's
 * own back and forward buttons are not held (a page that must not lose edits also keeps a draft).
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const [held, setHeld] = useState<{ go: () => void } | undefined>();
  useEffect(() => {
    const guard: Guard = (to, go) => {
      if (!shouldBlock({ nextLocation: { pathname: new URL(to, window.location.href).pathname } })) return false;
      setHeld({ go });
      return true;
    };
    guards.add(guard);
    return () => void guards.delete(guard);
  }, [shouldBlock]);
  return {
    state: held ? 'blocked' : 'unblocked',
    proceed: () => {
      setHeld(undefined);
      held?.go();
    },
    reset: () => setHeld(undefined),
  };
}
