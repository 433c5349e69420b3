import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { installProbe } from './probe.ts';

/** The same browser and flags as the e2e tests (playwright.config.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

// tsx compiles the bench with esbuild's keepNames, which wraps functions in `__name(...)`;
// functions Playwright sends into the page carry those calls, so the page needs the helper.
const NAME_SHIM = 'globalThis.__name = globalThis.__name || ((fn) => fn);';

/** The desktop size of the e2e tests, which every bench page uses unless it says otherwise. */
export const DESKTOP = { width: 1366, height: 768 };

/** The probe as a script for a page Playwright does not drive (bare-chromium.ts). */
export const PROBE_SCRIPT = `${NAME_SHIM}\n(${installProbe.toString()})();`;

/** A fresh context (its own empty cache) at the desktop size of the e2e tests, with the probe. */
export async function newProbedPage(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await context.addInitScript({ content: NAME_SHIM });
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  return { context, page };
}

/** Runs `body` in a fresh context and closes it whatever happens. */
export async function withPage<T>(
  browser: Browser,
  baseURL: string,
  body: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const { context, page } = await newProbedPage(browser, baseURL);
  try {
    return await body(page, context);
  } finally {
    await context.close();
  }
}

/**
 * Waits until `what` is visible and returns when it first reached a frame, in milliseconds
 * since the navigation started (the probe's clock). `name` is for the n/a reason.
 */
export async function appearedAt(locator: Locator, name: string, timeout = 30_000): Promise<number> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`${name} not found within ${timeout / 1000} s (selector ${locator.toString()})`);
  }
  const at = await locator.evaluate(async (element) => {
    // The probe stamps insertions at the next animation frame.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return window.__bench?.appearedAt(element);
  });
  if (at === undefined) throw new Error(`${name} appeared but its insertion was not recorded`);
  return at;
}

/** The page's clock now (ms since navigation start). */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * Waits until the main thread has been free of long tasks for `quietMs` (and at least
 * `quietMs` have passed since `since`), or gives up after `timeoutMs`. Returns whether it settled.
 */
export function settle(page: Page, since: number, quietMs = 1000, timeoutMs = 20_000): Promise<boolean> {
  return settleOn(() => page.evaluate(quietClock), since, quietMs, timeoutMs);
}

/** What `settle` reads in the page: its clock, and when its last long task ended. */
export const quietClock = () => ({
  now: performance.now(),
  lastEnd: Math.max(0, ...(window.__bench?.longTasks ?? []).map((t) => t.start + t.duration)),
});

/** `settle` for any page, given a way to read `quietClock` in it. */
export function settleOn(
  read: () => Promise<ReturnType<typeof quietClock>>,
  since: number,
  quietMs = 1000,
  timeoutMs = 20_000,
): Promise<boolean> {
  return pollUntil(
    async () => {
      const { now, lastEnd } = await read();
      return now - Math.max(since, lastEnd) >= quietMs;
    },
    200,
    timeoutMs,
  );
}

/** Asks `check` every `everyMs` until it says yes (true) or `timeoutMs` have passed (false). */
export async function pollUntil(check: () => Promise<boolean>, everyMs: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return false;
}
