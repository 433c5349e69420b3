import { Hono } from 'hono';

export interface InProcessOptions {
  /** Where this server reaches itself, e.g. `http://127.0.0.1:8080` (the embedded config's base). */
  selfUrl: string;
  /** Where the app is mounted on this server, e.g. `/emulator`. */
  mountPath: string;
  /** The mounted app (the embedded emulator). */
  app: Hono;
  /** Every other URL: the real network. */
  fallback: typeof fetch;
}

/**
 * The proxy's fetch in embedded mode. Its upstream is this same server's emulator, so a call to
 * exactly `{selfUrl}{mountPath}/...` is answered by the emulator's Hono app in this process: a
 * second HTTP exchange over loopback would cost more than the rest of the proxied request.
 * Any other URL (another port, host or path) goes to `fallback`. The emulator gets a Request with
 * the same URL, method, headers, body and signal, and its answer is a real Response, so the proxy
 * treats it exactly as one from the network.
 */
export function inProcessFetch({ selfUrl, mountPath, app, fallback }: InProcessOptions): typeof fetch {
  const origin = new URL(selfUrl).origin;
  const prefix = `${mountPath.replace(/\/+$/, '')}/`;
  // Origin and path prefix in one test (a URL with user info, which this server never has, goes to the network).
  const mountUrl = `${origin}${prefix}`;
  // Mounted as on the server, so the request keeps its URL and the same routes answer it.
  const mounted = new Hono().route(prefix.slice(0, -1), app);
  return async (input, init) => {
    // Read before a Request is made of it: making one takes the body of a Request given as input.
    const url = input instanceof URL ? input.href : input instanceof Request ? input.url : new URL(input).href;
    if (!url.startsWith(mountUrl)) return fallback(input, init);
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const response = await mounted.fetch(request);
    // Like fetch, an abort wins over a late answer (a delay fault answers as soon as it is cut short).
    if (request.signal.aborted) {
      void response.body?.cancel();
      throw request.signal.reason;
    }
    return response;
  };
}
