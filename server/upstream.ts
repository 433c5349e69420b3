import { CallWatch, type StopReason, type Watching } from './call-watch.ts';
import type { ClientGone } from './client-gone.ts';
import { errorCode } from './error-code.ts';
import { jsonError } from './json-error.ts';

export interface UpstreamCall {
  /** Absolute, from buildUpstreamUrl. */
  url: string;
  method: 'GET' | 'PATCH';
  headers: Headers;
  body?: ArrayBuffer;
}

export interface ForwardOptions {
  fetch: typeof fetch;
  timeoutMs: number;
  /** Words for messages: "moderation" or "notification settings". */
  service: string;
  /** Header values the upstream must never get to echo to the browser (the app's credentials). */
  secrets: readonly string[];
  /** When the browser goes away, so does the upstream request. */
  clientGone?: ClientGone;
}

// Watches every call's deadline and browser on one timer (call-watch.ts).
const inFlight = new CallWatch();

// Everything else (set-cookie, location, content-encoding, content-length, server...) stays here.
const PASSED_RESPONSE_HEADER = /^(?:content-type|retry-after|cache-control|x-ratelimit-[a-z0-9-]+|x-rate-limit-[a-z0-9-]+)$/i;
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function passes(name: string, value: string, secrets: readonly string[]): boolean {
  return PASSED_RESPONSE_HEADER.test(name) && !secrets.some((secret) => value.includes(secret));
}

/**
 * The upstream's status and body, with only allow-listed headers that echo no credential.
 * A Response made in this process (the embedded emulator's) has mutable headers and is filtered
 * in place, so its body stays as it is: copying it into a new Response would turn a string
 * already in memory into a stream, a large part of a proxied request's cost. A Response from fetch
 * has immutable headers (changing them throws a TypeError before any change) and is copied.
 */
function passThrough(upstream: Response, secrets: readonly string[]): Response {
  const { headers } = upstream;
  let dropped: string[] | undefined;
  headers.forEach((value, name) => {
    if (!passes(name, value, secrets)) (dropped ??= []).push(name);
  });
  // The data is per app and behind the server's credentials: shared caches must not keep it.
  const cacheControl = headers.has('cache-control') && !dropped?.includes('cache-control') ? undefined : 'no-store';
  try {
    for (const name of dropped ?? []) headers.delete(name);
    if (cacheControl) headers.set('cache-control', cacheControl);
    return upstream;
  } catch {
    // Immutable: fall through to a copy.
  }
  const copy = new Headers();
  headers.forEach((value, name) => {
    if (passes(name, value, secrets)) copy.append(name, value);
  });
  if (cacheControl) copy.set('cache-control', cacheControl);
  const keepBody = !NULL_BODY_STATUSES.has(upstream.status);
  if (!keepBody) void upstream.body?.cancel();
  return new Response(keepBody ? upstream.body : null, { status: upstream.status, headers: copy });
}

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
 * Sends one request upstream and streams the answer back: status and body as they are, headers
 * from an allow-list. The timeout covers the wait for the response headers; the body then
 * streams for as long as it takes (a 25 MB list on a slow link must not be cut off).
 */
export async function forwardToUpstream(call: UpstreamCall, options: ForwardOptions): Promise<Response> {
  const { service, timeoutMs } = options;
  const init = new UpstreamInit(call);
  let pending: Promise<Response> | undefined;
  let watching: Watching | undefined;
  // Whichever comes first: the answer's headers, the timeout or the browser leaving; one promise
  // settled by either (a race of two would allocate three more per call). Only the wait for
  // headers is cut short. Later, the HTTP layer cancels the body stream itself when the browser
  // disconnects; aborting the fetch then would make the body fail with an error that gets
  // reported as the server's own.
  const first = new Promise<Response | StopReason>((resolve, reject) => {
    watching = inFlight.watch({ timeoutMs, gone: options.clientGone, stop: resolve });
    // A synchronous throw rejects `first`, like a rejected fetch.
    pending = Promise.resolve(options.fetch(call.url, init));
    pending.then(resolve, reject);
  });
  try {
    const outcome = await first;
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
    return passThrough(outcome, options.secrets);
  } catch (error) {
    return jsonError(502, 'ERR_UPSTREAM_UNREACHABLE', messages.unreachable(service, errorCode(error)));
  } finally {
    if (watching) inFlight.unwatch(watching);
  }
}
