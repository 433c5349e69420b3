import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { earlyRequest, routeRegExp } from '../../contract/early-request.ts';
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

// The live blocked messages, whose request the page sends from its head (contract/early-request.ts).
// The archive's first page is asked for and painted from the head too, but its page keeps the plain
// shell: measured at a million records, the app's own rows came 230 ms later when its entry waited
// for the paint, and the paint itself no sooner (docs/performance.md).
const LIST_FIRST_PAGE = routeRegExp(earlyRequest.route);
const listFirst = (path: string, query: (name: string) => string | undefined) =>
  LIST_FIRST_PAGE.test(path) && query(earlyRequest.unless.param) !== earlyRequest.unless.value;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The shell for that page:
 * - the entry's module preloads at low priority. On HTTP/1.1's six connections the fifteen
 *   preloads otherwise go out first and the list's request queues behind them (50-160 ms
 *   measured); on other pages nothing waits on them, so they keep their priority;
 * - the entry itself as a preload, which src/app/first-rows runs once it has painted the newest
 *   rows (public/early-data.js, 250 ms at the latest): run at once, its evaluation (a long task)
 *   held the paint back by 40-100 ms.
 */
export const listFirstShell = (html: string) =>
  html
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace(ENTRY_SCRIPT, (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-app-entry>`);

interface Page {
  /** The Content-Security-Policy for the page: its own inline scripts (the build inlines the early ones) run, no other does. */
  policy: string;
  listFirst: string | undefined;
}

/** What the server derives from index.html, read again when a new build replaces it. */
function pageOf(index: string): () => Page {
  let read: { mtimeMs: number; page: Page } | undefined;
  return () => {
    const mtimeMs = existsSync(index) ? statSync(index).mtimeMs : -1;
    if (read?.mtimeMs !== mtimeMs) {
      const html = mtimeMs < 0 ? undefined : readFileSync(index, 'utf8');
      read = {
        mtimeMs,
        page: {
          policy: contentSecurityPolicy(false, html === undefined ? [] : inlineScriptSources(html)),
          listFirst: html === undefined ? undefined : listFirstShell(html),
        },
      };
    }
    return read.page;
  };
}

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
  const page = pageOf(join(staticDir, 'index.html'));

  routes.use('*', async (c, next) => {
    await next();
    if (SERVER_PATH.test(c.req.path) || c.res.status !== 200) return;
    if (!c.res.headers.has('cache-control'))
      setResponseHeaders(c, [['cache-control', ASSET_PATH.test(c.req.path) ? IMMUTABLE : 'no-cache']]);
    if (c.res.headers.get('content-type')?.startsWith('text/html'))
      setResponseHeaders(c, [['content-security-policy', page().policy]]);
  });
  routes.get('*', (c, next) => (SERVER_PATH.test(c.req.path) ? next() : files(c, next)));
  routes.get('*', async (c, next) => {
    const path = c.req.path;
    if (SERVER_PATH.test(path) || ASSET_PATH.test(path) || FILE_PATH.test(path)) return next();
    const { listFirst: listFirstHtml } = page();
    if (listFirstHtml !== undefined && listFirst(path, (name) => c.req.query(name))) return c.html(listFirstHtml);
    return shell(c, next);
  });
  return routes;
}
