import { expect, test } from './fixtures.ts';
import { BlockedMessagesPage } from './pages/blocked-messages.ts';
import { Decisions, pendingIds } from './pages/decisions.ts';

// What got in a moderator's way during a day of triage (issue 34).

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('Flagged messages opens at the top: heading, filters and the first report in view', async ({ page }) => {
      await page.goto('/apps/demo-app/flagged-messages');
      const first = page.getByRole('article', { name: /^Flagged message / }).first();
      await expect(first.getByRole('button', { name: /^Approve/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('textbox', { name: 'Search' })).toBeInViewport({ ratio: 1 });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

test('the undo window waits while the pointer rests on the toast, u undoes, and a sent decision no longer offers Undo', async ({ page }) => {
  await page.clock.install();
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  await bm.goto();
  await expect(bm.rows.first()).toBeVisible();
  const id = (await bm.rows.first().getByRole('gridcell').first().innerText()).match(/\d+/)?.[0] ?? '';
  const toast = decisions.toast(`Message ${id}`);

  await test.step('a decision by key shows its toast beside the list, clear of the status and decision column', async () => {
    await page.keyboard.press('j');
    await page.keyboard.press('m');
    await expect(toast.getByRole('button', { name: /^Undo/ })).toBeVisible();
    await expect(toast).toContainText('(u)');
    const toastBox = await toast.boundingBox();
    const columnBox = await bm.grid.getByRole('columnheader', { name: /Status/ }).boundingBox();
    expect(toastBox && columnBox && toastBox.x + toastBox.width <= columnBox.x).toBe(true);
  });

  await test.step('resting the pointer on the toast holds the send, past the five seconds', async () => {
    await toast.hover();
    await page.clock.runFor(12_000);
    await expect(toast.getByRole('button', { name: /^Undo/ })).toBeVisible();
    expect(await pendingIds(page)).toContain(id);
  });

  await test.step('u takes the decision back, and the message is in the list again', async () => {
    await page.keyboard.press('u');
    await expect(decisions.toast(`Undone: message ${id} is back`)).toBeVisible();
    await expect(bm.rows.filter({ hasText: id })).toHaveCount(1);
  });

  await test.step('left alone, the decision goes out and its toast says it was sent, with no Undo', async () => {
    await bm.rows.filter({ hasText: id }).getByRole('button', { name: `Open message ${id}` }).click();
    await expect(bm.drawer).toBeVisible();
    await page.keyboard.press('m');
    const second = decisions.toast(new RegExp(`Message ${id} will`));
    await expect(second).toBeVisible();
    await page.clock.runFor(6000);
    const sent = decisions.toast(new RegExp(`^Sent: .* message ${id}`));
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
    await expect.poll(() => pendingIds(page)).not.toContain(id);
  });
});
