import type { Browser, Locator, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { fromRuns, reasonOf, type Measurement } from './figures.ts';
import { APP_ID } from './routes.ts';
import { selectors } from './selectors.ts';
import { appearedAt, withPage } from './browser/session.ts';

interface StartTarget {
  id: string;
  label: string;
  url: string;
  name: string;
  target: (page: Page) => Locator;
}

const TARGETS: readonly StartTarget[] = [
  {
    id: 'start.ruleRow',
    label: 'navigation → first rule row',
    url: paths.rules(APP_ID),
    name: 'a rule row',
    target: selectors.ruleRow,
  },
  {
    id: 'start.blockedRow',
    label: 'navigation → first blocked-message row (default limit)',
    url: paths.blockedMessages(APP_ID),
    name: 'a blocked-message row',
    target: selectors.blockedRow,
  },
  {
    id: 'start.settingsReady',
    label: 'navigation → settings form ready',
    url: paths.notifications(APP_ID),
    name: 'the settings form’s save button',
    target: selectors.settingsReady,
  },
];

/** One cold load: a new context (empty HTTP cache), navigation, then the target's first frame. */
function coldLoad(browser: Browser, baseURL: string, target: StartTarget): Promise<number> {
  return withPage(browser, baseURL, async (page) => {
    await page.goto(target.url, { waitUntil: 'commit' });
    return appearedAt(target.target(page), target.name);
  });
}

/**
 * Time from navigation start to the first frame showing each page's content, on a cold cache.
 * One discarded load per page first warms the server (JIT, emulator data), not the browser.
 */
export async function measureStart(
  browser: Browser,
  baseURL: string,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  for (const target of TARGETS) await coldLoad(browser, baseURL, target).catch(() => undefined);
  const results = new Map<string, (number | { failed: string })[]>(TARGETS.map((t) => [t.id, []]));
  for (let run = 1; run <= runs; run++) {
    progress(`start: run ${run} of ${runs}`);
    // Interleaved, so a slow moment of the machine spreads over every page rather than one.
    for (const target of TARGETS) {
      const value = await coldLoad(browser, baseURL, target).catch((error: unknown) => ({ failed: reasonOf(error) }));
      results.get(target.id)?.push(value);
    }
  }
  return TARGETS.map((t) => ({
    id: t.id,
    section: 'start',
    label: t.label,
    figure: fromRuns(results.get(t.id) ?? [], 'ms'),
  }));
}
