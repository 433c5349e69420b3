import type { Browser } from '@playwright/test';
import { exact, na, reasonOf, type Measurement } from '../figures.ts';
import type { BenchRoute } from '../routes.ts';
import { withPage } from '../browser/session.ts';
import type { SizeResult } from './measure.ts';

/**
 * Cross-checks the manifest's figures: loads each route once in a cold context and adds up the
 * gzip sizes of the built JS and CSS files the browser actually fetched until the network was
 * idle (workers and chunks the page imports at once included). Informational: the budget
 * holds the manifest figure, which needs no browser.
 */
export async function measureFetchedAssets(
  browser: Browser,
  baseURL: string,
  routes: readonly BenchRoute[],
  size: SizeResult,
): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  for (const route of routes) {
    const id = `size.fetched.${route.path}`;
    const label = `${route.path}: JS+CSS the browser fetched`;
    try {
      const fetched = await withPage(browser, baseURL, async (page) => {
        const files = new Set<string>();
        page.on('requestfinished', (request) => {
          const path = new URL(request.url()).pathname.replace(/^\//, '');
          if (/^assets\/.+\.(?:m?js|css)$/.test(path)) files.add(path);
        });
        await page.goto(route.path, { waitUntil: 'networkidle', timeout: 60_000 });
        return [...files];
      });
      const predicted = size.routes.find((r) => r.path === route.path)?.files;
      const expected = new Set([...(predicted?.js ?? []), ...(predicted?.css ?? [])]);
      const extra = fetched.filter((f) => !expected.has(f)).map((f) => f.replace(/^assets\//, ''));
      const missing = [...expected].filter((f) => !fetched.includes(f)).map((f) => f.replace(/^assets\//, ''));
      const bytes = fetched.reduce((sum, f) => sum + (size.gzipByFile[f] ?? 0), 0);
      const note = [
        `${fetched.length} files`,
        extra.length ? `beyond the manifest's first load: ${extra.join(', ')}` : 'as the manifest predicts',
        missing.length ? `not fetched: ${missing.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      measurements.push({ id, section: 'size', label, figure: exact(bytes, 'bytes', note) });
    } catch (error) {
      measurements.push({ id, section: 'size', label, figure: na('bytes', reasonOf(error)) });
    }
  }
  return measurements;
}
