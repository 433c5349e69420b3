import { CallWatch, type StopReason, type Watching } from './call-watch.ts';
import type { ClientGone } from './client-gone.ts';
import { errorCode } from './error-code.ts';
import { jsonError } from './json-error.ts';
import { answeredInProcess } from './in-process-upstream.ts';
import { filteredInPlace, guardedAnswer } from './upstream-answer.ts';

export interface UpstreamCall {
  /** Absolute, from buildUpstreamUrl. */
  url: string;
  method: 'GET' | 'PATCH' | 'DELETE';
  headers: Headers;
  body?: ArrayBuffer;
}

export interface ForwardOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Words for messages: "moderation" or "notification settings". */
  service: string;
  /** Values the upstream must never get to echo to the browser, in a header or a body (every app's credentials). */
  secrets: readonly string[];
  /** The most an answer's body may hold once decompressed; past it the body is cut off. */
  maxBodyBytes?: number;
  /** When the browser goes away, so does the upstream request. */
  clientGone?: ClientGone;
}

// Watches every call's deadline and browser on one timer (call-watch.ts).
const inFlight = new CallWatch();

/**
 * 10000 blocked messages from the embedded emulator are 13.8 MB of JSON (measured): room for
 * records four times the size, while a gzip bomb stops here instead of being relayed whole.
 */
export const MAX_UPSTREAM_BODY_BYTES = 64 * 1024 * 1024;

/**
 * fetch's options for one call, with its AbortSignal made on first read. Node makes every
 * AbortSignal transferable, which costs more than the rest of forwarding a read that the embedded
 * emulator answers at once; the emulator reads the signal only for a delay fault, and network
 * fetch reads it straight away. The getter is the class's: an object literal with a getter made
 * each proxied read slower instead (measured, docs/performance.md).
 */
class UpstreamInit implements RequestInit {
  readonly method: string;
  readonly headers: Headers;
  readonly body: ArrayBuffer | undefined;
  // Redirects are not followed: fetch would resend the key and secret to wherever they point.
  readonly redirect = 'manual';
  #controller: AbortController | undefined;

  constructor(call: UpstreamCall) {
    this.method = call.method;
    this.headers = call.headers;
    this.body = call.body;
  }

  get signal(): AbortSignal {
    return (this.#controller ??= new AbortController()).signal;
  }

  /** Made aborted if nobody has read it yet, so a late reader still sees the abort. */
  abort(): void {
    (this.#controller ??= new AbortController()).abort();
  }
}

const messages = {
  timeout: (service: string, ms: number) =>
    `The ${service} service did not answer within ${ms} ms. Retry; if it keeps happening, check the upstream's health or raise upstreamTimeoutMs in the dashboard server's config.`,
  redirect: (service: string, status: number) =>
    `The ${service} service answered with a redirect (${status}), which the dashboard does not follow. Check the app's base URL in the dashboard server's config (for example https instead of http).`,
  unreachable: (service: string, code: string | undefined) =>
    `The ${service} service could not be reached${code ? ` (${code})` : ''}. Check that the upstream is reachable from the dashboard server and that the app's base URL in its config is right, then retry.`,
};

/**
 * Sends one request upstream and streams the answer back: status and JSON body as they are
 * (secrets replaced), headers from an allow-list. The timeout covers the whole call, body
 * included: a hostile or broken upstream cannot hold a request open by trickling its body.
 */
export async function forwardToUpstream(call: UpstreamCall, options: ForwardOptions): Promise<Response> {
  const { service, timeoutMs } = options;
  const init = new UpstreamInit(call);
  let pending: Promise<Response> | undefined;
  let watching: Watching | undefined;
  // Whichever comes first: the answer's headers, the timeout or the browser leaving; one promise
  // settled by either (a race of two would allocate three more per call). Once the body streams,
  // the HTTP layer cancels it itself when the browser disconnects; aborting the fetch then would
  // make the body fail with an error that gets reported as the server's own.
  const first = new Promise<Response | StopReason>((resolve, reject) => {
    watching = inFlight.watch({ timeoutMs, gone: options.clientGone, stop: resolve });
    // A synchronous throw rejects `first`, like a rejected fetch.
    pending = Promise.resolve(options.fetch(call.url, init));
    pending.then(resolve, reject);
  });
  let outcome: Response | StopReason;
  try {
    outcome = await first;
  } catch (error) {
    return jsonError(502, 'ERR_UPSTREAM_UNREACHABLE', messages.unreachable(service, errorCode(error)));
  } finally {
    if (watching) inFlight.unwatch(watching);
  }
  if (typeof outcome === 'string') {
    init.abort();
    void pending?.then((late) => late.body?.cancel(), () => undefined);
    // 499 (nginx's "client closed request") is only ever seen in the log: nobody is listening.
    return outcome === 'timeout' ? jsonError(504, 'ERR_UPSTREAM_TIMEOUT', messages.timeout(service, timeoutMs)) : new Response(null, { status: 499 });
  }
  if (outcome.status >= 300 && outcome.status < 400) {
    void outcome.body?.cancel();
    return jsonError(502, 'ERR_UPSTREAM_REDIRECT', messages.redirect(service, outcome.status));
  }
  if (answeredInProcess(outcome) && filteredInPlace(outcome, options.secrets)) return outcome;
  let bodyWatch: Watching | undefined;
  const { response, body } = guardedAnswer(outcome, {
    service, secrets: options.secrets, maxBytes: options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES, ended: () => bodyWatch && inFlight.unwatch(bodyWatch),
  });
  if (body?.open) {
    const remaining = Math.max(0, (watching?.deadline ?? 0) - Date.now());
    bodyWatch = inFlight.watch({ timeoutMs: remaining, stop: () => {
      body.fail('timeout', timeoutMs);
      init.abort();
    } });
  }
  return response;
}
