import { jsonError } from './json-error.ts';

export interface UpstreamCall {
  url: URL;
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
  /** The browser's request signal: when the browser goes away, so does the upstream request. */
  clientSignal?: AbortSignal;
}

// Everything else (set-cookie, location, content-encoding, content-length, server...) stays here.
const PASSED_RESPONSE_HEADER = /^(?:content-type|retry-after|cache-control|x-ratelimit-[a-z0-9-]+|x-rate-limit-[a-z0-9-]+)$/i;
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function causeCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    // Only a code like ECONNREFUSED is quoted: the error's message can contain the URL.
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return undefined;
}

function passThrough(upstream: Response, secrets: readonly string[]): Response {
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (PASSED_RESPONSE_HEADER.test(name) && !secrets.some((secret) => value.includes(secret))) headers.set(name, value);
  });
  // The data is per app and behind the server's credentials: shared caches must not keep it.
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  const keepBody = !NULL_BODY_STATUSES.has(upstream.status);
  if (!keepBody) void upstream.body?.cancel();
  return new Response(keepBody ? upstream.body : null, { status: upstream.status, headers });
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
  const { service, timeoutMs, clientSignal } = options;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let onClientGone = () => undefined as void;
  // Only the wait for headers is cut by a timeout or by the browser leaving. Later, the HTTP
  // layer cancels the body stream itself when the browser disconnects; aborting the fetch then
  // would make the body fail with an error that gets reported as the server's own.
  const stopped = new Promise<'timeout' | 'client gone'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
    onClientGone = () => resolve('client gone');
    if (clientSignal?.aborted) onClientGone();
    clientSignal?.addEventListener('abort', onClientGone, { once: true });
  });
  // Redirects are not followed: fetch would resend the key and secret to wherever they point.
  const init: RequestInit = { method: call.method, headers: call.headers, body: call.body, signal: controller.signal, redirect: 'manual' };
  // Through a promise so that a synchronous throw is handled like a rejection.
  const pending = Promise.resolve().then(() => options.fetch(call.url, init));
  pending.catch(() => undefined);
  try {
    const outcome = await Promise.race([pending, stopped]);
    if (typeof outcome === 'string') {
      controller.abort();
      void pending.then((late) => late.body?.cancel(), () => undefined);
      // 499 (nginx's "client closed request") is only ever seen in the log: nobody is listening.
      return outcome === 'timeout' ? jsonError(504, 'ERR_UPSTREAM_TIMEOUT', messages.timeout(service, timeoutMs)) : new Response(null, { status: 499 });
    }
    if (outcome.status >= 300 && outcome.status < 400) {
      void outcome.body?.cancel();
      return jsonError(502, 'ERR_UPSTREAM_REDIRECT', messages.redirect(service, outcome.status));
    }
    return passThrough(outcome, options.secrets);
  } catch (error) {
    if (clientSignal?.aborted) return new Response(null, { status: 499 });
    return jsonError(502, 'ERR_UPSTREAM_UNREACHABLE', messages.unreachable(service, causeCode(error)));
  } finally {
    clearTimeout(timer);
    clientSignal?.removeEventListener('abort', onClientGone);
  }
}
