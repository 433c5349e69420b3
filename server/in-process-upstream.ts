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
 * The caller's signal, read when something needs it. One passed as a plain value is there at
 * once and is checked before and after the call, as fetch does. One passed as a getter
 * (forwardToUpstream's, whose AbortController is made on first read) is read only if the emulator
 * asks for it, which it does only for a delay fault: most reads never make one.
 */
class CallerSignal {
  #read: AbortSignal | undefined;
  readonly #init: RequestInit | undefined;
  readonly #fallback: AbortSignal | undefined;
  readonly #deferred: boolean;

  constructor(input: RequestInfo | URL, init: RequestInit | undefined) {
    this.#init = init;
    this.#fallback = input instanceof Request ? input.signal : undefined;
    this.#deferred = init !== undefined && 'signal' in init && !Object.hasOwn(init, 'signal');
  }

  /** For the emulator: the caller's signal, or one that never aborts. */
  get(): AbortSignal {
    return (this.#read ??= this.#init?.signal ?? this.#fallback ?? new AbortController().signal);
  }

  /** The signal if it is there without making one: plain, or a getter already read. */
  peek(): AbortSignal | undefined {
    return this.#deferred ? this.#read : this.get();
  }
}

/**
 * What the emulator reads of a request without a body: Hono reads `url`, `method` and `headers`,
 * and a delay fault reads `signal`. The proxy sends one of these on every read; building a full
 * Request instead (undici's) costs about 5 µs of the 100-150 µs a proxied read takes on this machine.
 */
class BodilessRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly #signal: CallerSignal;

  constructor(url: string, init: RequestInit | undefined, signal: CallerSignal) {
    this.url = url;
    this.method = init?.method ?? 'GET';
    this.headers = init?.headers instanceof Headers ? init.headers : new Headers(init?.headers);
    this.#signal = signal;
  }

  get signal(): AbortSignal {
    return this.#signal.get();
  }
}

const IN_PROCESS = Symbol('answered in process');

/** Whether the embedded emulator answered this in this process (its body is in memory, and ours). */
export function answeredInProcess(response: Response): boolean {
  return (response as unknown as Record<symbol, unknown>)[IN_PROCESS] === true;
}

/**
 * The proxy's fetch in embedded mode. Its upstream is this same server's emulator, so a call to
 * exactly `{selfUrl}{mountPath}/...` is answered by the emulator's Hono app in this process: a
 * second HTTP exchange over loopback would cost more than the rest of the proxied request.
 * Any other URL (another port, host or path) goes to `fallback`. The emulator sees the same URL,
 * method, headers, body and signal, and the answer is a real Response, so the proxy treats it
 * exactly as one from the network.
 */
export function inProcessFetch({ selfUrl, mountPath, app, fallback }: InProcessOptions): typeof fetch {
  const origin = new URL(selfUrl).origin;
  const prefix = `${mountPath.replace(/\/+$/, '')}/`;
  // The same test as origin and path prefix, on the href the emulator gets anyway (a URL with
  // user info, which this server never has, goes to the network).
  const mountUrl = `${origin}${prefix}`;
  // Mounted as on the server, so the request keeps its URL and the same routes answer it.
  const mounted = new Hono().route(prefix.slice(0, -1), app);
  return async (input, init) => {
    const url = input instanceof URL ? input : new URL(input instanceof Request ? input.url : input);
    const href = url.href;
    if (!href.startsWith(mountUrl)) return fallback(input, init);
    const signal = new CallerSignal(input, init);
    signal.peek()?.throwIfAborted();
    let request: Request;
    if (input instanceof Request || init?.body != null) {
      // Without the signal: undici's Request would follow it through a WeakRef and a
      // FinalizationRegistry, which costs more than the rest of the call; the emulator gets the caller's own.
      request = new Request(input, { ...init, signal: null });
      Object.defineProperty(request, 'signal', { get: () => signal.get() });
    } else {
      // Hono needs only what BodilessRequest has; this cast is the one place that relies on it.
      request = new BodilessRequest(href, init, signal) as unknown as Request;
    }
    const response = await mounted.fetch(request);
    // Like fetch, an abort wins over a late answer (a delay fault answers as soon as it is cut short).
    const aborted = signal.peek();
    if (aborted?.aborted) {
      void response.body?.cancel();
      throw aborted.reason;
    }
    (response as unknown as Record<symbol, unknown>)[IN_PROCESS] = true;
    return response;
  };
}
