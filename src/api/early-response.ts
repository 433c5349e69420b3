/** What public/early-data.js leaves for the app: a request sent before the app's code ran. */
export interface EarlyResponse {
  path: string;
  /** performance.now() when it was sent. */
  at: number;
  controller: AbortController;
  response: Promise<Response>;
  /** Which list it is: the live blocked messages, the archive's first page, or a sender's archived blocks. */
  list: 'live' | 'archive' | 'sender';
  /** A copy of a successful answer on an unfiltered list, which src/app/first-rows paints from. */
  copy?: Promise<Response | undefined>;
}

declare global {
  interface Window {
    __earlyResponse?: EarlyResponse;
    /** Runs the app's entry where the server sent it as a preload (public/early-data.js): once. */
    __startApp?: () => void;
  }
}

/** Older than this, it was not for this navigation (a redirect went first, say). */
const MAX_AGE_MS = 10_000;

/**
 * The response the page's early script asked for, if it is for `path`: taken once (a later ask
 * fetches anew), and aborted with `signal`. Otherwise undefined: the caller sends the request.
 */
export function takeEarlyResponse(path: string, signal?: AbortSignal): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__earlyResponse;
  if (!early) return undefined;
  window.__earlyResponse = undefined;
  if (early.path !== path || performance.now() - early.at > MAX_AGE_MS) {
    early.controller.abort();
    return undefined;
  }
  if (signal?.aborted) early.controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => early.controller.abort(signal.reason), { once: true });
  return early.response;
}

/**
 * The answer to the early request for `path` when there is one, else `send()`'s. An early request
 * refused for want of a session (asked before a sign-in that has happened since: the page went to
 * sign-in and came back) is asked again.
 */
export async function earlyOrSent(path: string, signal: AbortSignal | undefined, send: () => Promise<Response>) {
  const early = takeEarlyResponse(path, signal);
  if (!early) return send();
  const response = await early;
  return response.status === 401 ? send() : response;
}
