import type { OutgoingHttpHeaders, RequestListener } from 'node:http';
import { Readable, type Writable } from 'node:stream';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';

interface NodeBody {
  /** Until the server or the proxy takes it, or something reads the body as a web stream. */
  stream: Readable | undefined;
}

// Keyed by the Response itself: a middleware that replaces the Response (compression) makes one
// without a Node body, which the server then sends as any other.
const nodeBodies = new WeakMap<Response, NodeBody>();

/**
 * A Response whose body is a Node stream (an upstream's answer on its way to the browser). The
 * server pipes it into Node's response as it is (`requestListener`); whatever reads `body` instead
 * (compression, `app.request()` in tests, a route reading the answer) gets a web stream of it.
 * Web streams on the way cost the proxy more CPU per read than the rest of its own work
 * (docs/decisions/012-proxy-budget-added-latency.md).
 */
export function responseWithNodeBody(stream: Readable, init: ResponseInit): Response {
  const entry: NodeBody = { stream };
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  // Made unread when the Node stream is taken, and kept by Node 20 until a full collection (it is
  // transferable): it must not hold the stream, hence `entry`.
  const web = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!reader) {
        const taken = entry.stream;
        entry.stream = undefined;
        if (!taken) throw new TypeError('the body was taken as a Node stream');
        // Node's stream types are not the DOM lib's, though the objects are the same at run time.
        reader = (Readable.toWeb(taken) as unknown as ReadableStream<Uint8Array>).getReader();
      }
      const chunk = await reader.read();
      if (chunk.done) controller.close();
      else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      entry.stream?.destroy();
      entry.stream = undefined;
      return reader?.cancel(reason);
    },
  }, { highWaterMark: 0 });
  const response = new Response(web, init);
  nodeBodies.set(response, entry);
  return response;
}

/** Takes the Node stream of a `responseWithNodeBody`: undefined when its body was read as a web stream, or taken before. */
export function takeNodeBody(response: Response): Readable | undefined {
  const entry = nodeBodies.get(response);
  const stream = entry?.stream;
  if (entry) entry.stream = undefined;
  return stream;
}

/**
 * `from.pipe(to)`, where an error of `from` goes to `onError` and `to` closing early (the browser
 * leaving, a guard cut off) stops `from`; `pipe()` alone would leave either side open. Not
 * `pipeline()`: it makes an AbortController and an AbortError on every call, which showed in the
 * proxy's profile.
 */
export function pipeOn(from: Readable, to: Writable, onError: (error: Error) => void): void {
  from.once('error', onError);
  to.once('close', () => {
    if (!from.readableEnded) from.destroy();
  });
  from.pipe(to);
}

function outgoingHeaders(headers: Headers): OutgoingHttpHeaders {
  const outgoing: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    outgoing[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) outgoing['set-cookie'] = cookies;
  return outgoing;
}

/**
 * @hono/node-server's listener for `app`, except that a Response with a Node body is piped into
 * Node's response directly, its headers with its first bytes. A body that fails (cut off at the
 * deadline or the size cap) cuts the connection, so the browser's download fails; a browser that
 * leaves ends the upstream call; neither is this server's error.
 */
export function requestListener(fetch: (request: Request, env: HttpBindings) => Response | Promise<Response>): RequestListener {
  return getRequestListener(async (request, env) => {
    const { outgoing } = env as HttpBindings;
    const response = await fetch(request, env as HttpBindings);
    const body = takeNodeBody(response);
    if (!body) return response;
    outgoing.writeHead(response.status, outgoingHeaders(response.headers));
    // Held until this turn of the event loop is over: an answer that is all here already (most
    // are) leaves in one socket write, with its end; a longer one streams on as it comes.
    outgoing.cork();
    setImmediate(() => outgoing.uncork());
    pipeOn(body, outgoing, () => outgoing.destroy());
    return RESPONSE_ALREADY_SENT;
  });
}
