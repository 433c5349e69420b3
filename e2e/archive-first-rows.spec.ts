import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures.ts';
import { archiveTest as test, ArchivePage } from './pages/archive.ts';
import { senderName } from './pages/blocked-messages.ts';

// Issue 31: the archive's newest page is painted from the request its page sends from its head,
// before the app's code has run (public/first-rows.js), as the live list's is (first-rows.spec.ts).

/** Holds the app's entry script (the moment before the app's code runs) until the returned call. */
async function holdAppCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

const painted = (page: Page) => page.getByRole('table', { name: /^Newest archived blocked messages/ });

for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 768 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`on ${device}, the newest archived messages show before the app’s code has run, where the app then shows them`, async ({
    page,
    checkA11y,
  }) => {
    const archive = new ArchivePage(page);
    await expect.poll(async () => (await archive.apiStatus()).records, { timeout: 90_000 }).toBeGreaterThan(2);
    await page.setViewportSize(viewport);
    const newest = (await archive.apiArchived()).slice(0, 3);
    const release = await holdAppCode(page);
    await page.goto('/apps/demo-app/blocked-messages?source=archive', { waitUntil: 'commit' });

    const rows = painted(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    const before = await test.step('painted from the first records of the archive’s first page, as text', async () => {
      await expect(page.getByRole('heading', { name: 'Blocked messages' })).toBeVisible();
      await expect(page.getByText('Everything this dashboard has kept, searched on the server.')).toBeVisible();
      for (const [i, record] of newest.entries()) {
        await expect(rows.nth(i)).toContainText(record.message.id);
        await expect(rows.nth(i)).toContainText(senderName(record));
      }
      await checkA11y();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')).every(
          (link) => link.sheet !== null,
        ),
      );
      return rows.first().boundingBox();
    });

    await test.step('the app takes over without moving them, and the painted copy is gone', async () => {
      release();
      await expect(archive.rows.first()).toContainText(newest[0]?.message.id ?? 'no record');
      await expect(painted(page)).toHaveCount(0);
      const after = await archive.rows.first().boundingBox();
      expect(Math.abs((after?.y ?? NaN) - (before?.y ?? NaN))).toBeLessThanOrEqual(2);
    });
  });
}
