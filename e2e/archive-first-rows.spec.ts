import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { archiveTest as test, ArchivePage } from './pages/archive.ts';
import {
  expectPaintedInOrder,
  expectSamePlace,
  holdAppCode,
  paintedRows,
  stylesheetsApplied,
} from './pages/first-rows.ts';

// The archive's newest page is painted from the request its page sends from its head,
// before the app's code has run (public/first-rows.js), as the live list's is (first-rows.spec.ts).

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

    const rows = paintedRows(page, painted(page));
    const before = await test.step('painted from the first records of the archive’s first page, as text', async () => {
      await expect(page.getByRole('heading', { name: 'Blocked messages' })).toBeVisible();
      await expect(page.getByText('Everything this dashboard has kept, searched on the server.')).toBeVisible();
      await expectPaintedInOrder(rows, newest);
      await checkA11y();
      await stylesheetsApplied(page);
      return rows.first().boundingBox();
    });

    await test.step('the app takes over without moving them, and the painted copy is gone', async () => {
      release();
      // The app's whole start (entry, router, list worker, 500 records) happens here: on a loaded
      // machine it has taken over 10 s. That it takes over is the promise; how soon is the bench's.
      await expect(archive.rows.first()).toContainText(newest[0]?.message.id ?? 'no record', { timeout: 30_000 });
      await expect(painted(page)).toHaveCount(0);
      expectSamePlace(await archive.rows.first().boundingBox(), before, { height: false });
    });
  });
}
