import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Calls `listener` once when the browser goes away; returns a function that stops listening. */
export type ClientGone = (listener: () => void) => () => void;

/** From an AbortSignal (a request made with `app.request()`, a test). */
export function signalGone(signal: AbortSignal): ClientGone {
  return (listener) => {
    if (signal.aborted) {
      listener();
      return () => undefined;
    }
    signal.addEventListener('abort', listener, { once: true });
    return () => signal.removeEventListener('abort', listener);
  };
}

/**
 * When the browser of this request goes away. Served by @hono/node-server, that is the response
 * closing before it finished, which is how that server decides to abort `c.req.raw.signal`;
 * reading that signal would make it create an AbortController and signal for every request,
 * which costs more than a fifth of a proxied request. Elsewhere (`app.request()`), the signal.
 */
export function clientGone(c: Context): ClientGone {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing) return signalGone(c.req.raw.signal);
  return (listener) => {
    const onClose = () => {
      if (!outgoing.writableFinished) listener();
    };
    if (outgoing.destroyed) {
      onClose();
      return () => undefined;
    }
    outgoing.once('close', onClose);
    return () => outgoing.off('close', onClose);
  };
}
