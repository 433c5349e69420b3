import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';

/** Asks for the code of the page at a path, before the user has chosen it. */
type Preload = (path: string) => void;
const PreloadContext = createContext<Preload>(() => undefined);

export function PagePreloadProvider({ preload, children }: { preload: Preload; children: ReactNode }) {
  return <PreloadContext value={preload}>{children}</PreloadContext>;
}

/**
 * React Router's NavLink (`aria-current="page"` and class `active` on its path and below),
 * whose page's code is asked for when the pointer or the focus comes to it, so that the page is
 * usually there by the click (data routers load a lazy route's code only once it is chosen).
 */
export const PageLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function PageLink(
  { to, ...props },
  ref,
) {
  const preload = useContext(PreloadContext);
  const intent = () => preload(to);
  return <NavLink ref={ref} to={to} onPointerEnter={intent} onFocus={intent} {...props} />;
});
