import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { inlineScriptSources } from '../inline-scripts.ts';
import { setResponseHeaders } from '../response-headers.ts';
import { contentSecurityPolicy } from '../security-headers.ts';

/** Paths the SPA never owns: they answer JSON, never the HTML shell. */
const SERVER_PATH = /^\/(?:api|emulator)(?:\/|$)/;
// Hashed build output: a miss here is a stale or mistyped file, never a page.
const ASSET_PATH = /^\/assets(?:\/|$)/;
// A last segment with an extension names a file; a missing file is a 404, not the SPA shell.
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]+$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built SPA from `staticDir`: files as they are (precompressed `.br`/`.gz` siblings when
 * present), and index.html for every other GET so that deep links work on reload. Hashed
 * files under /assets/ are cached for a year; everything else is revalidated each time.
 */
export function staticRoutes(staticDir: string): Hono {
  const routes = new Hono();
  if (!existsSync(staticDir)) return routes;

  const files = serveStatic({ root: staticDir, precompressed: true });
  const shell = serveStatic({ root: staticDir, path: 'index.html', precompressed: true });
  // The page's own inline scripts (the build inlines the early ones) run; no other does.
  const index = join(staticDir, 'index.html');
  const pagePolicy = contentSecurityPolicy(false, existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : []);

  routes.use('*', async (c, next) => {
    await next();
    if (SERVER_PATH.test(c.req.path) || c.res.status !== 200) return;
    if (!c.res.headers.has('cache-control')) setResponseHeaders(c, [['cache-control', ASSET_PATH.test(c.req.path) ? IMMUTABLE : 'no-cache']]);
    if (c.res.headers.get('content-type')?.startsWith('text/html')) setResponseHeaders(c, [['content-security-policy', pagePolicy]]);
  });
  routes.get('*', (c, next) => (SERVER_PATH.test(c.req.path) ? next() : files(c, next)));
  routes.get('*', (c, next) => {
    const path = c.req.path;
    return SERVER_PATH.test(path) || ASSET_PATH.test(path) || FILE_PATH.test(path) ? next() : shell(c, next);
  });
  return routes;
}
