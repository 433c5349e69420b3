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
