import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { senderName, type ApiBlockedMessage } from './blocked-messages.ts';

/** Holds what `url` matches until the returned function is called. */
export async function hold(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's entry script: the moment before the app's code runs. */
export const holdAppCode = (page: Page) => hold(page, /\/assets\/index-[^/]*\.js$/);

/** The data rows of the table painted before the app ran (src/app/first-rows) (its header row has column headers only). */
export const paintedRows = (page: Page, table: Locator) =>
  table.getByRole('row').filter({ has: page.getByRole('cell') });

/** The painted rows hold `newest` in order, by message id and sender. */
export async function expectPaintedInOrder(rows: Locator, newest: readonly ApiBlockedMessage[]) {
  for (const [i, record] of newest.entries()) {
    await expect(rows.nth(i)).toContainText(record.message.id);
    await expect(rows.nth(i)).toContainText(senderName(record));
  }
}

/** Where the user sees it: the browser paints nothing before the page's stylesheets are in. */
export const stylesheetsApplied = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')).every((link) => link.sheet !== null),
  );

/** The app's first row stands where the painted one stood, within 2 px. */
export function expectSamePlace(
  after: { y: number; height: number } | null,
  before: { y: number; height: number } | null,
  { height }: { height: boolean },
) {
  expect(Math.abs((after?.y ?? NaN) - (before?.y ?? NaN))).toBeLessThanOrEqual(2);
  if (height) expect(Math.abs((after?.height ?? NaN) - (before?.height ?? NaN))).toBeLessThanOrEqual(2);
}

/** The app's first row in the blocked-messages grid (Live and Archive alike), and the painted tables. */
export const APP_FIRST_ROW = '[role="grid"][aria-label="Blocked messages"] [role="row"][aria-rowindex="2"]';
export const PAINTED_TABLE = '[role="table"][aria-label^="Newest"]';

/**
 * Where the app's first row stands in the frame the painted copy leaves the page: the takeover
 * itself. Measured then, not later, because a moment after, the page's live news (a colleague's
 * decision, new arrivals from another open page) may take a line above the list, which is the
 * news's doing and not the takeover's. Call before the app's code runs; await what it returns after.
 */
export async function watchTakeover(page: Page): Promise<() => Promise<{ y: number; height: number }>> {
  await page.evaluate(
    ([painted, row]) => {
      const place = new Promise<{ y: number; height: number }>((resolve) => {
        const observer = new MutationObserver(() => {
          const first = document.querySelector(row);
          if (document.querySelector(painted) || !first) return;
          observer.disconnect();
          const { y, height } = first.getBoundingClientRect();
          resolve({ y, height });
        });
        observer.observe(document.documentElement, { childList: true, subtree: true });
      });
      (window as unknown as { __takeover: typeof place }).__takeover = place;
    },
    [PAINTED_TABLE, APP_FIRST_ROW] as const,
  );
  return () =>
    page.evaluate(() => (window as unknown as { __takeover: Promise<{ y: number; height: number }> }).__takeover);
}

/** Whether `words` were ever written into the page from now on, however briefly: call before the change, await what it returns after. */
export async function watchWords(page: Page, words: string): Promise<() => Promise<boolean>> {
  await page.evaluate((words) => {
    const seen = { words: false };
    new MutationObserver(() => {
      if (document.body.textContent?.includes(words)) seen.words = true;
    }).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    (window as unknown as { __seenWords: typeof seen }).__seenWords = seen;
  }, words);
  return () => page.evaluate(() => (window as unknown as { __seenWords: { words: boolean } }).__seenWords.words);
}
