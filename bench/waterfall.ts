import type { Browser } from '@playwright/test';
import { fromRuns, reasonOf, type Measurement } from './figures.ts';
import type { BenchRoute } from './routes.ts';
import { appearedAt, withPage } from './browser/session.ts';
import { jsBefore, resourcesOf } from './browser/resources.ts';
import type { SizeResult } from './size/measure.ts';

type Run = { lead: number; js: number } | { failed: string };

/**
 * One cold load of a route: from Resource Timing, when the page's main request started against
 * when the route's own chunk finished loading (render as you fetch: the request must not wait
 * for the page's code), and the gzip bytes of JS downloaded before the first rows showed.
 */
function waterfallRun(browser: Browser, baseURL: string, route: BenchRoute, size: SizeResult): Promise<Run> {
  const chunk = `/${size.routes.find((r) => r.path === route.path)?.moduleFile ?? '?'}`;
  return withPage(browser, baseURL, async (page) => {
    await page.goto(route.path, { waitUntil: 'commit' });
    const ready = await appearedAt(route.ready(page), `the first rows of ${route.path}`);
    // A request's entry is added when its response ends, which for a long list is after the first rows.
    await page
      .waitForFunction(
        (path) =>
          performance
            .getEntriesByType('resource')
            .some((e) => new URL(e.name).pathname + new URL(e.name).search === path),
        route.mainRequest,
        { timeout: 30_000 },
      )
      .catch(() => undefined);
    const resources = await resourcesOf(page);
    const main = resources.find((r) => r.path === route.mainRequest);
    const code = resources.find((r) => r.path === chunk);
    if (!main) throw new Error(`the page's main request ${route.mainRequest} was not seen`);
    if (!code) throw new Error(`the route's chunk ${chunk} was not loaded`);
    const js = jsBefore(resources, ready, (path) => size.gzipByFile[path.replace(/^\//, '')]);
    return { lead: code.end - main.start, js: js.bytes };
  }).catch((error: unknown) => ({ failed: reasonOf(error) }));
}

export async function measureWaterfall(
  browser: Browser,
  baseURL: string,
  routes: readonly BenchRoute[],
  size: SizeResult,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const results = new Map<string, Run[]>(routes.map((r) => [r.path, []]));
  for (let run = 1; run <= runs; run++) {
    progress(`waterfall: run ${run} of ${runs}`);
    for (const route of routes) results.get(route.path)?.push(await waterfallRun(browser, baseURL, route, size));
  }
  return routes.flatMap((route): Measurement[] => {
    const runsOf = results.get(route.path) ?? [];
    const pick = (key: 'lead' | 'js') => runsOf.map((r) => ('failed' in r ? r : r[key]));
    const lead = fromRuns(pick('lead'), 'ms');
    return [
      {
        id: `start.waterfall.${route.path}`,
        section: 'start',
        label: `${route.path}: main request started before the route’s chunk finished (ms ahead; negative: it waited)`,
        figure:
          lead.kind === 'value' ? { ...lead, note: [lead.note, route.mainRequest].filter(Boolean).join('; ') } : lead,
      },
      {
        id: `start.jsBeforeReady.${route.path}`,
        section: 'start',
        label: `${route.path}: JS downloaded before the first rows showed`,
        figure: fromRuns(pick('js'), 'bytes'),
      },
    ];
  });
}
