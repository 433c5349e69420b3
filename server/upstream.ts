import { CallSignal } from './call-signal.ts';
import { errorCode } from './error-code.ts';
import { jsonError } from './json-error.ts';
import { guardedAnswer } from './upstream-answer.ts';

export interface UpstreamCall {
  /** Absolute, from buildUpstreamUrl. */
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
  /** The browser's request signal: when the browser goes away, so does the upstream call. */
  callerSignal?: AbortSignal;
}

/**
 * 10000 blocked messages from the embedded emulator are 13.8 MB of JSON (measured): room for
 * records four times the size, while a gzip bomb stops here instead of being relayed whole.
 */
export const MAX_UPSTREAM_BODY_BYTES = 64 * 1024 * 1024;

const messages = {
  timeout: (service: string, ms: number) =>
    `The ${service} service did not answer within ${ms} ms. Retry; if it keeps happening, check the upstream's health or raise upstreamTimeoutMs in the dashboard server's config.`,
  redirect: (service: string, status: number) =>
    `The ${service} service answered with a redirect (${status}), which the dashboard does not follow. Check the app's base URL in the dashboard server's config (for example https instead of http).`,
  unreachable: (service: string, code: string | undefined) =>
    `The ${service} service could not be reached${code ? ` (${code})` : ''}. Check that the upstream is reachable from the dashboard server and that the app's base URL in its config is right, then retry.`,
};

/** The fetch's answer, or the signal's reason once it aborts: a fetch that ignores its signal is not waited for. */
function answerOrAbort(pending: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      reject(signal.reason);
      // An answer that comes after all is not read.
      pending.then(
        (late) => late.body?.cancel(),
        () => undefined,
      );
    };
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
    pending.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Sends one request upstream and streams the answer back: status and JSON body as they are
 * (secrets replaced), headers from an allow-list. The timeout covers the whole call, body
 * included (upstream-body.ts).
 */
export async function forwardToUpstream(call: UpstreamCall, options: ForwardOptions): Promise<Response> {
  const { service, timeoutMs, callerSignal } = options;
  const callSignal = new CallSignal(timeoutMs, callerSignal);
  const { signal } = callSignal;
  let upstream: Response;
  try {
    // Redirects are not followed: fetch would resend the credentials to wherever they point.
    const init: RequestInit = {
      method: call.method,
      headers: call.headers,
      body: call.body,
      redirect: 'manual',
      signal,
    };
    upstream = await answerOrAbort(options.fetch(call.url, init), signal);
  } catch (error) {
    callSignal.release();
    if (callSignal.timedOut) return jsonError(504, 'ERR_UPSTREAM_TIMEOUT', messages.timeout(service, timeoutMs));
    // 499 (nginx's "client closed request") is only ever seen in the log: nobody is listening.
    if (callerSignal?.aborted) return new Response(null, { status: 499 });
    return jsonError(502, 'ERR_UPSTREAM_UNREACHABLE', messages.unreachable(service, errorCode(error)));
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    callSignal.release();
    void upstream.body?.cancel();
    return jsonError(502, 'ERR_UPSTREAM_REDIRECT', messages.redirect(service, upstream.status));
  }
  return guardedAnswer(upstream, {
    service,
    secrets: options.secrets,
    maxBytes: options.maxBodyBytes ?? MAX_UPSTREAM_BODY_BYTES,
    callSignal,
    timeoutMs,
  });
}
