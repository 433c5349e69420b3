import { expect } from './fixtures.ts';
import { SignIn } from './pages/auth.ts';
import { BlockedMessagesPage } from './pages/blocked-messages.ts';
import { Decisions, pendingIds } from './pages/decisions.ts';
import { Shell } from './pages/shell.ts';
import { USERS, withUsers as test } from './pages/own-server.ts';

// A server of its own (pages/own-server.ts): these flows decide messages and sign in as each role.
// What a moderator, a viewer and an admin expect of the scroll, the cursor and the history.
const { moderator, viewer } = USERS;

test('a new search or sort shows its results from the top; a page opens at its top, Back returns to the place', async ({
  page,
  device,
}) => {
  const bm = new BlockedMessagesPage(page);
  await bm.goto();
  await new SignIn(page).signIn(moderator.username, moderator.password);
  // The first rows after a sign-in: up to 30 s on a loaded machine (the list's takeover).
  await expect(bm.rows.first()).toBeVisible({ timeout: 30_000 });
  const scrolled = () => bm.grid.evaluate((grid) => grid.scrollTop);

  await test.step('a search typed from a scrolled list shows its first results', async () => {
    await bm.grid.evaluate((grid) => grid.scrollBy(0, 4000));
    await expect.poll(scrolled).toBeGreaterThan(0);
    await bm.search.fill('a');
    await expect(page).toHaveURL(/[?&]q=a/);
    await expect.poll(scrolled).toBe(0);
  });

  await test.step('so does another sort', async () => {
    await bm.grid.evaluate((grid) => grid.scrollBy(0, 4000));
    await expect.poll(scrolled).toBeGreaterThan(0);
    await bm.showMoreFilters();
    await page.getByRole('combobox', { name: 'Order', exact: true }).selectOption({ label: 'Oldest first' });
    await expect.poll(scrolled).toBe(0);
    // Folded again: the page's height, and so the place Back returns to, is the list's alone.
    await page.getByRole('button', { name: 'Hide filters' }).click();
  });

  await test.step('another page opens at its top, and Back returns to where the user was', async () => {
    const pageScroll = () => page.evaluate(() => window.scrollY);
    // On a desktop the page scrolls on past the list (to its counts): the place is the page's.
    // On a phone the page is the screen's height and the list alone scrolls: the place is the list's.
    const phone = device === 'phone';
    const place = phone
      ? await bm.grid.evaluate((grid) => {
          grid.scrollBy(0, 4000);
          return grid.scrollTop;
        })
      : await page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        });
    expect(place).toBeGreaterThan(0);
    await new Shell(page).goTo('Flagged messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Flagged messages' })).toBeInViewport({ ratio: 1 });
    await expect.poll(pageScroll).toBe(0);
    await page.goBack();
    // The first rows after a sign-in: up to 30 s on a loaded machine (the list's takeover).
    await expect(bm.rows.first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(phone ? scrolled : pageScroll).toBe(place);
  });
});

test('the cursor keeps its place after ticks and a bulk decision, and follows an undo back', async ({ page }) => {
  const bm = new BlockedMessagesPage(page);
  const decisions = new Decisions(page);
  await bm.goto();
  await new SignIn(page).signIn(moderator.username, moderator.password);
  // The first rows after a sign-in: up to 30 s on a loaded machine (the list's takeover).
  await expect(bm.rows.first()).toBeVisible({ timeout: 30_000 });
  const ids = (await pendingIds(page)).sort((a, b) => Number(b) - Number(a));
  const [, second, third, fourth, fifth] = ids;
  if (!second || !third || !fourth || !fifth) throw new Error('the demo app needs five pending messages');
  const highlighted = bm.grid.getByRole('row', { selected: true });

  await test.step('ticking boxes by pointer moves the cursor to the ticked row', async () => {
    await bm.grid.getByRole('checkbox', { name: `Select message ${second}` }).click();
    await bm.grid.getByRole('checkbox', { name: `Select message ${third}` }).click();
    await expect(highlighted).toContainText(third);
  });

  await test.step('after the bulk decision the cursor is on the next row, and j goes on from it, not from the top', async () => {
    await decisions.bulkBar.getByRole('button', { name: 'Mark reviewed…' }).click();
    await decisions.confirm.getByRole('button', { name: / 2$/ }).click();
    await expect(decisions.bulkStatus).toContainText(/ 2 of 2\./);
    await expect(highlighted).toContainText(fourth);
    await page.keyboard.press('j');
    await expect(highlighted).toContainText(fifth);
  });

  await test.step('an undo brings the drawer back to the restored message', async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: `Blocked message ${fifth}` })).toBeVisible();
    await page.keyboard.press('m');
    await expect(page.getByRole('dialog', { name: `Blocked message ${fifth}` })).toBeHidden();
    await page.keyboard.press('u');
    await expect(decisions.toast(`Undone: message ${fifth} is back`)).toBeVisible();
    await expect(page.getByRole('dialog', { name: `Blocked message ${fifth}` })).toBeVisible();
    await expect(highlighted).toContainText(fifth);
  });
});

test('a viewer gets no tick boxes, and Sign out is in the header', async ({ page }) => {
  const bm = new BlockedMessagesPage(page);
  const signIn = new SignIn(page);
  await bm.goto();
  await signIn.signIn(viewer.username, viewer.password);
  // The first rows after a sign-in: up to 30 s on a loaded machine (the list's takeover).
  await expect(bm.rows.first()).toBeVisible({ timeout: 30_000 });
  await expect(bm.grid.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByText(/^Tick messages/)).toHaveCount(0);
  await expect(page.locator('#main-navigation').getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await signIn.signOut(viewer.username);
  await signIn.expectShown();
});

test('Back from a page opened by its address leaves it', async ({ page }) => {
  await page.goto('/apps/demo-app/rules');
  await new SignIn(page).signIn(moderator.username, moderator.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  for (const [address, landed] of [
    ['/apps/demo-app/notifications', /\/notifications\/[a-z]+$/],
    ['/apps/demo-app', /\/apps\/demo-app\/rules$/],
  ] as const) {
    await page.goto('/apps/demo-app/blocked-messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked messages' })).toBeVisible();
    await page.goto(address);
    await expect(page).toHaveURL(landed);
    await page.goBack();
    await expect(page).toHaveURL(/\/blocked-messages$/);
  }
});
