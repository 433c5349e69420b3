import { expect } from './fixtures.ts';
import { blockNewMessage, ModeratorDesk } from './pages/live-queue.ts';
import { USERS, withLiveArchive as test } from './pages/own-server.ts';

// A server of its own with the archive polling every 10 s: decisions change its emulator's
// queue, and the emulator's test-only control blocks a new message there.
const { colleague, moderator } = USERS;

test('two moderators work one queue live: claims, decisions and new messages reach both without a reload', async ({ browser, own }) => {
  test.setTimeout(120_000);
  const a = await ModeratorDesk.open(browser, own, colleague);
  const b = await ModeratorDesk.open(browser, own, moderator);
  const [first, second] = await b.shownIds();
  if (!first || !second) throw new Error('the demo app needs two pending messages');

  await test.step('A opens a message: B sees it claimed, and j skips it', async () => {
    await a.page.getByRole('button', { name: `Open message ${first}`, exact: true }).click();
    await expect(a.drawer(first)).toBeVisible();
    await expect(b.row(first)).toContainText('dana is reviewing');
    await b.grid.focus();
    await b.page.keyboard.press('j');
    await expect(b.row(second)).toHaveAttribute('aria-selected', 'true');
    await expect(b.row(first)).toHaveAttribute('aria-selected', 'false');
    await b.page.keyboard.press('Enter');
    await expect(b.drawer(second)).toBeVisible();
    await b.page.keyboard.press('Escape');
  });

  await test.step('A marks it reviewed: once sent (after the undo window) it leaves B\'s list with A\'s name', async () => {
    await a.drawer(first).getByRole('button', { name: 'Mark reviewed (m)' }).click();
    await expect(b.row(first)).toHaveCount(0, { timeout: 15_000 });
    await expect(b.status).toContainText(`Message ${first} marked reviewed by dana`);
  });

  await test.step('its deep link says it was decided, by whom, and opens its archived record', async () => {
    await b.page.goto(`/apps/demo-app/blocked-messages?message=${first}`);
    const drawer = b.drawer(first);
    await expect(drawer.getByText(/Already decided: Marked reviewed.* by dana/)).toBeVisible();
    await drawer.getByRole('link', { name: 'Open its archived record' }).click();
    await expect(b.page).toHaveURL(/source=archive/);
    await expect(b.drawer(first)).toBeVisible();
    await b.page.goto('/apps/demo-app/blocked-messages');
    await expect(b.grid.getByRole('row').nth(1)).toBeVisible();
  });

  await test.step('a new message, found by the archive\'s next poll, is offered to both without a reload', async () => {
    const newId = await blockNewMessage(own, 'A message blocked while both watched');
    // The poll runs every 10 s: allow for one full turn after the next.
    for (const desk of [a, b]) await expect(desk.page.getByRole('button', { name: '1 new message: show them' })).toBeVisible({ timeout: 30_000 });
    await expect(b.row(newId)).toHaveCount(0);
    await b.page.getByRole('button', { name: '1 new message: show them' }).click();
    await expect(b.row(newId)).toBeVisible();
    await expect(b.page.getByRole('button', { name: /new message/ })).toHaveCount(0);
  });

  await a.close();
  await b.close();
});
