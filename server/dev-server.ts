import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { securityHeaderValues } from './security-headers.ts';

const SERVER_PATH = /^\/(?:api|emulator)(?:\/|$)/;

/** Vite in middleware mode; its HMR WebSocket shares the dashboard's HTTP server and port. */
export function createViteDevServer(root: string, httpServer: Server): Promise<ViteDevServer> {
  return createViteServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'spa',
    // `server.ws.server` is what Vite 8 reads; `hmr.server` is its deprecated alias.
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
}

/** `/api/*` and `/emulator/*` go to Hono; everything else to Vite, with the dev CSP. */
export function devRequestListener(app: Hono, vite: ViteDevServer): RequestListener {
  const api = getRequestListener(app.fetch);
  const headers = Object.entries(securityHeaderValues(true));
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (SERVER_PATH.test(path)) {
      void api(req, res);
      return;
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    vite.middlewares(req, res, (error?: unknown) => {
      res.statusCode = error ? 500 : 404;
      res.end();
    });
  };
}
