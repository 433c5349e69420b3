import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Whether the browser of a request has gone away; asked now and then while an upstream call waits. */
export type ClientGone = () => boolean;

/** From an AbortSignal (a request made with `app.request()`, a test). */
export function signalGone(signal: AbortSignal): ClientGone {
  return () => signal.aborted;
}

/**
 * Whether the browser of this request went away. Served by @hono/node-server, that is the
 * response closed before it finished, which is how that server decides to abort
 * `c.req.raw.signal`; reading that signal would make it create an AbortController and signal for
 * every request, which costs more than a fifth of a proxied request. Elsewhere (`app.request()`),
 * the signal.
 */
export function clientGone(c: Context): ClientGone {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing) return signalGone(c.req.raw.signal);
  return () => outgoing.destroyed && !outgoing.writableFinished;
}
