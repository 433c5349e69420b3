import { useEffect, useState } from 'react';

/**
 * False until the browser is first idle after this component has shown: for extras (the
 * sidebar's keyword lists, the connection dot) that must never go out in front of a page's own
 * request or its first rows. `timeoutMs` bounds the wait on a page that is never idle.
 */
export function useIdle(timeoutMs = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [idle, timeoutMs]);
  return idle;
}
