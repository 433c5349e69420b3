import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { archiveTest, ArchivePage } from './pages/archive.ts';
import { apiBlockedMessages, BlockedMessagesPage, senderName, senderUid } from './pages/blocked-messages.ts';
import {
  expectPaintedInOrder,
  expectSamePlace,
  hold,
  holdAppCode,
  paintedRows,
  stylesheetsApplied,
  watchTakeover,
  watchWords,
} from './pages/first-rows.ts';

// The newest rows of the live list and of the archive's first page, painted from the request the
// page sends from its head before the app's code has run (src/app/first-rows).

const painted = (page: Page) => page.getByRole('table', { name: /^Newest blocked messages/ });
const paintedArchive = (page: Page) => page.getByRole('table', { name: /^Newest archived blocked messages/ });

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

      const rows = paintedRows(page, painted(page));
      const before = await test.step('painted from the first records of the answer, as text', async () => {
        await expectPaintedInOrder(rows, newest);
        await checkA11y();
        await stylesheetsApplied(page);
        return rows.first().boundingBox();
      });

      await test.step('the app takes over without moving them, and the painted copy is gone', async () => {
        const takeover = await watchTakeover(page);
        const brokeOff = await watchWords(page, 'the answer broke off');
        release();
        // The app's whole start (entry, router, list worker, 500 records) happens here: on a loaded
        // machine it has taken over 10 s. That it takes over is the promise; how soon is the bench's.
        await expect(bm.rows.first()).toContainText(newest[0]?.message.id ?? 'no record', { timeout: 30_000 });
        await expect(painted(page)).toHaveCount(0);
        expectSamePlace(await takeover(), before, { height: true });
        // Loaded to the end (the export needs the whole list), and never called broken on the way.
        await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled({ timeout: 30_000 });
        expect(await brokeOff()).toBe(false);
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
      const first = paintedRows(page, painted(page)).first();
      await expect(first).toContainText(records[0]?.message.id ?? 'no record');
      await expect(first).toContainText(senderName(records[0]!));
      await expect(bars).toBeHidden();

      worker();
      await expect(bm.rows.first()).toContainText(records[0]?.message.id ?? 'no record');
      await expect(painted(page)).toHaveCount(0);
    });
  });

  archiveTest(
    `on ${device}, the newest archived messages show before the app’s code has run, where the app then shows them`,
    async ({ page, checkA11y }) => {
      const archive = new ArchivePage(page);
      await expect.poll(async () => (await archive.apiStatus()).records, { timeout: 90_000 }).toBeGreaterThan(2);
      await page.setViewportSize(viewport);
      const newest = (await archive.apiArchived()).slice(0, 3);
      const release = await holdAppCode(page);
      await page.goto('/apps/demo-app/blocked-messages?source=archive', { waitUntil: 'commit' });

      const rows = paintedRows(page, paintedArchive(page));
      const before = await archiveTest.step(
        'painted from the first records of the archive’s first page, as text',
        async () => {
          await expect(page.getByRole('heading', { name: 'Blocked messages' })).toBeVisible();
          // The page's words, as the app shows them: a phone keeps the line for rows.
          const words = page.getByText('Everything this dashboard has kept, searched on the server.');
          if (device === 'a phone') await expect(words).toBeHidden();
          else await expect(words).toBeVisible();
          await expectPaintedInOrder(rows, newest);
          await checkA11y();
          await stylesheetsApplied(page);
          return rows.first().boundingBox();
        },
      );

      await archiveTest.step('the app takes over without moving them, and the painted copy is gone', async () => {
        const takeover = await watchTakeover(page);
        release();
        await expect(archive.rows.first()).toContainText(newest[0]?.message.id ?? 'no record', { timeout: 30_000 });
        await expect(paintedArchive(page)).toHaveCount(0);
        expectSamePlace(await takeover(), before, { height: false });
      });
    },
  );

  archiveTest(
    `on ${device}, a sender's newest archived blocks show on their case page before the app’s code has run`,
    async ({ page, checkA11y }) => {
      const archive = new ArchivePage(page);
      await expect.poll(async () => (await archive.apiStatus()).records, { timeout: 90_000 }).toBeGreaterThan(2);
      await page.setViewportSize(viewport);
      const sender = senderUid((await archive.apiArchived())[0]);
      const theirs = await archive.apiArchived('demo-app', { senderUid: sender });
      const newest = theirs.slice(0, 3);
      const release = await holdAppCode(page);
      await page.goto(`/apps/demo-app/users/${encodeURIComponent(sender)}`, { waitUntil: 'commit' });

      const table = page.getByRole('table', { name: /^Archived blocks of this sender \(the page is still loading\)$/ });
      await archiveTest.step('painted from the first records of their archived page, as text', async () => {
        await expect(page.getByRole('heading', { name: `Sender ${sender}`, level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Archived blocks', level: 2 })).toBeVisible();
        const rows = paintedRows(page, table);
        for (const [i, record] of newest.entries()) await expect(rows.nth(i)).toContainText(record.message.id);
        await checkA11y();
        await stylesheetsApplied(page);
      });

      await archiveTest.step('the app takes over with its own rows, whose links open the message', async () => {
        release();
        const own = page.getByRole('table', { name: 'Archived blocks of this sender', exact: true });
        await expect(own.locator('tbody tr').first()).toContainText(newest[0]?.message.id ?? 'no record', {
          timeout: 30_000,
        });
        await expect(table).toHaveCount(0);
        await expect(own.getByRole('link', { name: newest[0]?.message.id ?? 'no record' })).toBeVisible();
      });
    },
  );
}

test('j pressed as soon as the app’s own first row shows moves the cursor, then to the next message', async ({
  page,
}) => {
  const records = await apiBlockedMessages(page, 'demo-app', 500);
  const [newest, next] = records;
  const bm = new BlockedMessagesPage(page);
  // Cold, as a moderator opens it: the painted rows come first, then the app takes them over.
  await page.goto('/apps/demo-app/blocked-messages', { waitUntil: 'commit' });
  // The app's own row (a grid row, which answers keys), not the painted copy (a table's row).
  await expect(bm.rows.first()).toContainText(newest?.message.id ?? 'no record', { timeout: 30_000 });

  // At once: no wait for the rest of the list, the painted copy's leaving or anything else.
  await page.keyboard.press('j');
  await expect(bm.selectedRow()).toHaveCount(1);
  await expect(bm.selectedRow()).toContainText(newest?.message.id ?? 'no record');
  await page.keyboard.press('j');
  await expect(bm.selectedRow()).toContainText(next?.message.id ?? 'no record');
  await expect(bm.selectedRow()).toHaveAttribute('aria-rowindex', '3');
});

test('j, k and Enter pressed on the painted rows, before the app’s code has run, answer at once and carry over to the app', async ({
  page,
}) => {
  const records = await apiBlockedMessages(page, 'demo-app', 500);
  const [newest, second, third] = records;
  const release = await holdAppCode(page);
  const bm = new BlockedMessagesPage(page);
  await page.goto('/apps/demo-app/blocked-messages', { waitUntil: 'commit' });
  const rows = paintedRows(page, painted(page));
  const highlighted = painted(page).locator('[role=row][aria-current=true]');

  await test.step('the painted rows answer as soon as they show', async () => {
    await expect(rows.first()).toContainText(newest?.message.id ?? 'no record');
    await page.keyboard.press('j');
    await expect(highlighted).toContainText(newest?.message.id ?? 'no record');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText(second?.message.id ?? 'no record');
    await page.keyboard.press('Enter');
  });

  await test.step('the app opens the message they were asked to, and j goes on from there', async () => {
    release();
    await expect(bm.drawer).toContainText(`Blocked message ${second?.message.id}`, { timeout: 30_000 });
    await expect(painted(page)).toHaveCount(0);
    await expect(bm.selectedRow()).toContainText(second?.message.id ?? 'no record');
    await page.keyboard.press('j');
    await expect(bm.drawer).toContainText(`Blocked message ${third?.message.id}`);
  });
});

test('a click on a painted row, before the app’s code has run, opens that message once it has', async ({ page }) => {
  const records = await apiBlockedMessages(page, 'demo-app', 500);
  const third = records[2];
  const release = await holdAppCode(page);
  const bm = new BlockedMessagesPage(page);
  await page.goto('/apps/demo-app/blocked-messages', { waitUntil: 'commit' });
  const row = paintedRows(page, painted(page)).nth(2);
  await expect(row).toContainText(third?.message.id ?? 'no record');
  await row.click();
  await expect(row).toHaveAttribute('aria-current', 'true');

  release();
  await expect(bm.drawer).toContainText(`Blocked message ${third?.message.id}`, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`[?&]message=${third?.message.id}(&|$)`));
});

test.describe('without the painter', () => {
  // The aborted script's request, which the browser reports.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('when the painter’s script does not load, the app still starts and shows the list', async ({ page }) => {
    const records = await apiBlockedMessages(page, 'demo-app', 500);
    // On this page the app's entry is run by the painter; without it, early-data.js's timer runs it.
    await page.route(/\/assets\/first-rows-[^/]*\.js$/, (route) => route.abort());
    const bm = new BlockedMessagesPage(page);
    await page.goto('/apps/demo-app/blocked-messages');
    await expect(bm.rows.first()).toContainText(records[0]?.message.id ?? 'no record');
    await expect(painted(page)).toHaveCount(0);
  });
});
