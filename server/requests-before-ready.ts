import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

/**
 * The port is bound before the app exists (embedded mode needs the real port for the emulator's
 * URLs), so a request can arrive in between. Node drops a request no listener takes: it would
 * wait, unanswered, until its socket timed out. This gate holds such requests and hands them to
 * the app once it is ready, or answers them 503 when the start fails.
 */
export interface RequestGate {
  /** The server's one 'request' listener, from the moment the port is bound. */
  listener: RequestListener;
  /** The app is ready: held requests are handed to it in the order they came, later ones directly. */
  open(app: RequestListener): void;
  /** The start failed: held requests are answered 503, and any that still come. */
  refuse(): void;
  /** How many requests wait for the app. */
  readonly held: number;
}

export function requestGate(): RequestGate {
  let app: RequestListener | undefined;
  let refused = false;
  const waiting: [IncomingMessage, ServerResponse][] = [];
  const unavailable = (response: ServerResponse) => {
    response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
    response.end('The dashboard is starting or stopping; try again in a few seconds.\n');
  };
  return {
    listener(request, response) {
      if (app) app(request, response);
      else if (refused) unavailable(response);
      else waiting.push([request, response]);
    },
    open(ready) {
      app = ready;
      for (const [request, response] of waiting.splice(0)) ready(request, response);
    },
    refuse() {
      refused = true;
      for (const [, response] of waiting.splice(0)) unavailable(response);
    },
    get held() {
      return waiting.length;
    },
  };
}
