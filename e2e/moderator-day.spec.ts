import { expect } from './fixtures.ts';
import { withoutUsersDeciding as test } from './pages/own-server.ts';
import { BlockedMessagesPage } from './pages/blocked-messages.ts';
import { Decisions, passUndoWindow, pendingIds } from './pages/decisions.ts';

// A server of its own (pages/own-server.ts): these flows decide messages, which would change the
// queues under the specs that share a server with them.

// What got in a moderator's way during a day of triage, at a desktop's and a phone's
// width (the `desktop` and `phone` projects, playwright.config.ts).

test('Flagged messages opens at the top: heading, filters and the first report in view', async ({ page }) => {
  await page.goto('/apps/demo-app/flagged-messages');
  const first = page.getByRole('article', { name: /^Flagged message / }).first();
  await expect(first.getByRole('button', { name: /^Approve/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeInViewport({ ratio: 1 });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Blocked messages: the list owns the screen, only the list scrolls, and the counts are a tap away', async ({
  page,
  device,
}) => {
  const bm = new BlockedMessagesPage(page);
  await bm.goto();
  // The first rows: up to 30 s on a loaded machine (the list's takeover).
  await expect(bm.rows.first()).toBeVisible({ timeout: 30_000 });
  const screen = page.viewportSize() ?? { width: 0, height: 0 };
  const gridBox = async () => (await bm.grid.boundingBox()) ?? { y: NaN, height: NaN };
  const scrollY = () => page.evaluate(() => window.scrollY);

  await test.step('the cards fill the screen under the page’s controls', async () => {
    // On a phone to the screen's foot, several whole cards; on a desktop eight rows (blocked-messages.spec.ts).
    if (device === 'phone') {
      await expect.poll(async () => Math.round((await gridBox()).y + (await gridBox()).height)).toBe(screen.height);
      await expect.poll(() => bm.wholeRows()).toBeGreaterThanOrEqual(2);
      // Nothing below the list: the page is the screen's height, so there is no page to scroll.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(screen.height);
    } else await expect.poll(() => bm.wholeRows()).toBeGreaterThanOrEqual(8);
    expect((await gridBox()).height).toBeGreaterThan(screen.height * 0.6);
    // The bar above them: the heading, the search and the folded filters, all on the screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeInViewport({ ratio: 1 });
    await expect(bm.search).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: /^More filters/ })).toBeInViewport({ ratio: 1 });
    expect(await scrollY()).toBe(0);
  });

  await test.step('scrolling the list moves the cards, never the page; j moves the highlight the same way', async () => {
    await bm.grid.hover();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => bm.grid.evaluate((grid) => grid.scrollTop)).toBeGreaterThan(1000);
    expect(await scrollY()).toBe(0);
    await bm.grid.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('j');
    await expect(bm.grid.getByRole('row', { selected: true })).toBeInViewport({ ratio: 1 });
    expect(await scrollY()).toBe(0);
  });

  await test.step('the counts by rule are still there, and a count narrows the list to its messages', async () => {
    const counts = page.getByRole('button', { name: 'Counts', exact: true });
    // A phone keeps them behind a button at the end of the list's status line; a desktop, below the list.
    if (device === 'phone') {
      await counts.click();
      await expect(counts).toHaveAttribute('aria-expanded', 'true');
      await expect(bm.counts).toBeInViewport();
    } else await expect(counts).toHaveCount(0);
    const link = bm.counts.getByRole('link', { name: /^Show the \d+ messages blocked by / }).first();
    const count = Number((await link.getAttribute('aria-label'))?.match(/\d+/)?.[0]).toLocaleString('en-US');
    const total = (await bm.status.innerText()).match(/of ([\d,]+)/)?.[1] ?? 'no total';
    await link.click();
    await expect(bm.status).toContainText(`Showing ${count} of ${total}`);
    if (device === 'phone') {
      await expect(bm.rows.first()).toBeInViewport();
      expect(await scrollY()).toBe(0);
      await counts.click();
      await expect(bm.counts).toHaveCount(0);
      await expect.poll(async () => Math.round((await gridBox()).y + (await gridBox()).height)).toBe(screen.height);
    }
  });
});

test('key hints such as "(j)" show where there is a keyboard, not on a touch screen', async ({
  browser,
  device,
  viewport,
}) => {
  // The phone's run is the one a touch screen belongs to: this flow is about touch, so it says so.
  const touch = device === 'phone';
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  await page.goto('/apps/demo-app/blocked-messages');
  const first = page
    .getByRole('grid', { name: 'Blocked messages' })
    .getByRole('button', { name: /^Open message / })
    .first();
  await first.click();
  const next = page.getByRole('dialog', { name: /^Blocked message/ }).getByRole('button', { name: /^Next/ });
  await expect(next).toHaveAccessibleName(touch ? 'Next' : 'Next (j)');
  await context.close();
});

test('the undo window waits while the pointer rests on the toast, u undoes, and a sent decision no longer offers Undo', async ({
  page,
  device,
}) => {
  await page.clock.install();
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  await bm.goto();
  await expect(bm.rows.first()).toBeVisible();
  const id = (await bm.rows.first().getByRole('gridcell').first().innerText()).match(/\d+/)?.[0] ?? '';
  const toast = decisions.toast(`Message ${id}`);
  // The five-second window runs on the page's clock, held still from here: on a loaded machine
  // more than five real seconds can pass between two assertions, and the toast would already
  // read "Sent". Each step moves the clock itself.
  await page.clock.pauseAt(Date.now() + 1000);

  await test.step('a decision by key shows its toast clear of the status and decision column', async () => {
    await page.keyboard.press('j');
    await page.keyboard.press('m');
    // The toasts' code loads with the first decision, in real time; until it is in, moving the clock
    // runs nothing (React reveals it on a timer of the page's clock). So the clock moves a tenth of
    // a second at a time until the toast shows: its entrance runs, and the send, seconds away, does not.
    await expect(async () => {
      await page.clock.runFor(100);
      await expect(toast.getByRole('button', { name: /^Undo/ })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(toast).toContainText('(u)');
    const toastBox = await toast.boundingBox();
    if (device === 'desktop') {
      // Beside the list, left of the column.
      const columnBox = await bm.grid.getByRole('columnheader', { name: /Status/ }).boundingBox();
      expect(toastBox && columnBox && toastBox.x + toastBox.width <= columnBox.x).toBe(true);
    } else {
      // A phone's rows are cards (the column headers are for screen readers only) and the toast
      // spans the foot of the screen: the status and decision corner of the card the moderator
      // is on (the highlighted one, next after the decided message) stays uncovered, above it.
      const statusBox = await bm.grid.getByRole('row', { selected: true }).getByRole('gridcell').last().boundingBox();
      expect(toastBox && statusBox && statusBox.y + statusBox.height <= toastBox.y).toBe(true);
    }
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
    await bm.rows
      .filter({ hasText: id })
      .getByRole('button', { name: `Open message ${id}` })
      .click();
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

test('after a bulk decision the highlighted row stays where it was, and Esc from the drawer returns to its row', async ({
  page,
}) => {
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  await bm.goto();
  await expect(bm.rows.first()).toBeVisible();
  const ids = (await pendingIds(page)).sort((a, b) => Number(b) - Number(a));
  const highlighted = bm.grid.getByRole('row', { selected: true });

  await test.step('tick the third and fourth rows from the keyboard, then decide on both', async () => {
    await bm.grid.focus();
    for (const key of ['j', 'j', 'j', 'x', 'j', 'x']) await page.keyboard.press(key);
    await expect(highlighted).toContainText(ids[3] ?? '');
    await expect(decisions.bulkBar).toContainText('2 selected');
    await decisions.bulkBar
      .getByRole('button', { name: /^(Reject|Mark reviewed)/ })
      .first()
      .click();
    await decisions.confirm.getByRole('button', { name: / 2$/ }).click();
    await expect(decisions.bulkStatus).toContainText(/ 2 of 2\./);
  });

  await test.step('the highlight is on the row after the decided ones, and j moves on from there', async () => {
    await expect(bm.rows.filter({ hasText: ids[3] ?? '' })).toHaveCount(0);
    await expect(highlighted).toContainText(ids[4] ?? '');
    await page.keyboard.press('j');
    await expect(highlighted).toContainText(ids[5] ?? '');
  });

  await test.step('Enter opens the message; Esc closes it and focus is back on its row', async () => {
    await page.keyboard.press('Enter');
    await expect(bm.drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bm.drawer).toBeHidden();
    // The grid holds focus and points at its highlighted row (aria-activedescendant).
    await expect(bm.grid).toBeFocused();
    await expect(highlighted).toContainText(ids[5] ?? '');
    await page.keyboard.press('j');
    await expect(highlighted).toContainText(ids[6] ?? '');
  });
});

test('a moderator triages 20 messages from the keyboard alone, undoes one by key, and every other decision is sent', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  // The page's own clock, running as usual: the undo by key is in real time, the last sends need not wait.
  await page.clock.install();
  await bm.goto();
  await expect(bm.rows.first()).toBeVisible();
  const openId = () => new URL(page.url()).searchParams.get('message') ?? '';

  await page.keyboard.press('j');
  await page.keyboard.press('Enter');
  await expect(bm.drawer).toBeVisible();
  const marked: string[] = [];
  let undone = '';
  for (let i = 0; i < 20; i++) {
    const id = openId();
    expect(id, 'a message is open').not.toBe('');
    await expect(bm.drawer).toContainText(`Blocked message ${id}`);
    await page.keyboard.press('m');
    // The next message is shown at once; the decision goes out behind it, after its undo window.
    await expect.poll(openId).not.toBe(id);
    if (i === 9) {
      await page.keyboard.press('u');
      await expect(decisions.toast(`Undone: message ${id} is back`)).toBeVisible();
      // The drawer goes back to the message restored; the moderator leaves it for later.
      await expect.poll(openId).toBe(id);
      await page.keyboard.press('j');
      await expect.poll(openId).not.toBe(id);
      undone = id;
    } else marked.push(id);
  }

  await test.step('every decision but the undone one reaches the service; the undone message waits in the list', async () => {
    await passUndoWindow(page);
    await expect
      .poll(async () => (await pendingIds(page)).filter((id) => marked.includes(id)), { timeout: 60_000 })
      .toEqual([]);
    expect(await pendingIds(page)).toContain(undone);
    await page.keyboard.press('Escape');
    await expect(bm.rows.filter({ hasText: undone })).toHaveCount(1);
  });
});
