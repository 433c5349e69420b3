import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiBlockedMessages, BlockedMessagesPage, senderName } from './pages/blocked-messages.ts';

/** Holds what `url` matches until `release` is called. */
async function hold(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's entry script: the moment before the app's code runs. */
const holdAppCode = (page: Page) => hold(page, /\/assets\/index-[^/]*\.js$/);

const painted = (page: Page) => page.getByRole('table', { name: /Newest blocked messages/ });

for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 768 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('the newest blocked messages show before the app’s code has run, where the app then shows them', async ({
      page,
      checkA11y,
    }) => {
      const records = await apiBlockedMessages(page, 'demo-app', 500);
      const newest = records.slice(0, 3);
      const release = await holdAppCode(page);
      const bm = new BlockedMessagesPage(page);
      await page.goto('/apps/demo-app/blocked-messages', { waitUntil: 'commit' });

      const rows = painted(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
      const before = await test.step('painted from the first records of the answer, as text', async () => {
        for (const [i, record] of newest.entries()) {
          await expect(rows.nth(i)).toContainText(record.message.id);
          await expect(rows.nth(i)).toContainText(senderName(record));
        }
        await checkA11y();
        // Where the user sees it: the browser paints nothing before the page's stylesheet is in.
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')).every(
            (link) => link.sheet !== null,
          ),
        );
        return rows.first().boundingBox();
      });

      await test.step('the app takes over without moving them, and the painted copy is gone', async () => {
        release();
        await expect(bm.rows.first()).toContainText(newest[0]?.message.id ?? 'no record');
        await expect(painted(page)).toHaveCount(0);
        const after = await bm.rows.first().boundingBox();
        expect(Math.abs((after?.y ?? NaN) - (before?.y ?? NaN))).toBeLessThanOrEqual(2);
        expect(Math.abs((after?.height ?? NaN) - (before?.height ?? NaN))).toBeLessThanOrEqual(2);
      });
    });

    test('when the app renders before the answer, the newest messages still show in its placeholder first', async ({
      page,
    }) => {
      const records = await apiBlockedMessages(page, 'demo-app', 500);
      // The list's answer, and the worker through which the app reads it.
      const answer = await hold(page, /\/api\/apps\/demo-app\/moderation\/blocked-messages\?/);
      const worker = await hold(page, /blocked-messages\.worker-[^/]*\.js$/);
      const bm = new BlockedMessagesPage(page);
      await page.goto('/apps/demo-app/blocked-messages');
      const bars = page.getByRole('progressbar', { name: 'Loading the blocked messages' });
      await expect(bars).toBeVisible();

      answer();
      const first = painted(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first();
      await expect(first).toContainText(records[0]?.message.id ?? 'no record');
      await expect(first).toContainText(senderName(records[0]!));
      await expect(bars).toBeHidden();

      worker();
      await expect(bm.rows.first()).toContainText(records[0]?.message.id ?? 'no record');
      await expect(painted(page)).toHaveCount(0);
    });
  });
}

test.describe('without the painter', () => {
  // The aborted script's request, which the browser reports.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('when the painter’s script does not load, the app still starts and shows the list', async ({ page }) => {
    const records = await apiBlockedMessages(page, 'demo-app', 500);
    // On this page the app's entry is run by first-rows.js; without it, early-data.js's timer runs it.
    await page.route(/\/first-rows\.js$/, (route) => route.abort());
    const bm = new BlockedMessagesPage(page);
    await page.goto('/apps/demo-app/blocked-messages');
    await expect(bm.rows.first()).toContainText(records[0]?.message.id ?? 'no record');
    await expect(painted(page)).toHaveCount(0);
  });
});
