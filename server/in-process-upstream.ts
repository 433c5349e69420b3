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
 * Any other URL (another port, host or path) goes to `fallback`. The request is a real Request
 * (same URL, method, headers, body, signal) and the answer a real Response, so the proxy treats
 * it exactly as one from the network.
 */
export function inProcessFetch({ selfUrl, mountPath, app, fallback }: InProcessOptions): typeof fetch {
  const origin = new URL(selfUrl).origin;
  const prefix = `${mountPath.replace(/\/+$/, '')}/`;
  // Mounted as on the server, so the request keeps its URL and the same routes answer it.
  const mounted = new Hono().route(prefix.slice(0, -1), app);
  return async (input, init) => {
    const url = input instanceof URL ? input : new URL(input instanceof Request ? input.url : input);
    if (url.origin !== origin || !url.pathname.startsWith(prefix)) return fallback(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    // Without the signal: undici's Request would follow it through a WeakRef and a
    // FinalizationRegistry, which costs more than the rest of the call. The emulator only reads
    // `request.signal` (a delay fault stops when it aborts), so it gets the caller's own.
    const request = new Request(input, { ...init, signal: null });
    if (signal) Object.defineProperty(request, 'signal', { value: signal });
    signal?.throwIfAborted();
    const response = await mounted.fetch(request);
    // Like fetch, an abort wins over a late answer (a delay fault answers as soon as it is cut short).
    if (signal?.aborted) {
      void response.body?.cancel();
      throw signal.reason;
    }
    return response;
  };
}
