import { createElement, lazy, useEffect, type ComponentType } from 'react';

/**
 * Runs `load` once the browser is idle after the page has shown (code it will need soon).
 * `when`: false until the page has its first rows, so that nothing loaded for later competes
 * with what the page needs now (the browser opens only six connections to this host).
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, when = true) {
  useEffect(() => {
    if (!when) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void load().catch(() => undefined));
    return () => cancel(handle);
  }, [load, when]);
}

/**
 * A component kept out of a page's first load (docs/decisions/020): `Component` renders it
 * through React.lazy (inside a Suspense boundary), and `usePreload()` fetches its code while the
 * browser is idle after the page has shown, so it is usually there before anyone asks for it.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let pending: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const once = () => (pending ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  // Once the code is in, it renders directly. React.lazy would still suspend once, and React
  // holds a Suspense boundary's content back for up to 300 ms after showing its fallback: that
  // alone put a preloaded drawer 300 ms behind the click.
  const Component = (props: Props) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  const usePreload = (when = true) => usePreloadWhenIdle(once, when);
  return { Component, preload: once, usePreload };
}
