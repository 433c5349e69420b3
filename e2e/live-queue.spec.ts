import { expect } from './fixtures.ts';
import { SignIn } from './pages/auth.ts';
import { flagNewMessage, ModeratorDesk, workOneQueue } from './pages/live-queue.ts';
import { USERS, withLiveArchive as test } from './pages/own-server.ts';

// A server of its own with the archive polling every 10 s (a spec runs the next poll at once,
// own.pollNow()): decisions change its emulator's queue, and the emulator's test-only control
// blocks a new message there.
const { colleague, moderator } = USERS;

test('two moderators work one queue live: claims, decisions and new messages reach both without a reload', async ({
  browser,
  own,
}) => {
  // Two browsers signed in, five steps and a wait for the poll: on a 2-core machine kept busy, the
  // steps before the last took 120 s and the last step had none of it left.
  test.setTimeout(180_000);
  const a = await ModeratorDesk.open(browser, own.url, colleague);
  const b = await ModeratorDesk.open(browser, own.url, moderator);
  await workOneQueue(test.step.bind(test), own, a, b);
  await a.close();
  await b.close();
});

test('a report made while the flagged list is open is offered without a reload, and shown when asked', async ({
  page,
  own,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${own.url}/apps/demo-app/flagged-messages`);
  await new SignIn(page).signIn(moderator.username, moderator.password);
  const status = page.getByText(/^Showing \d+ of \d+ waiting for review$/);
  await expect(status).toBeVisible();
  const before = await status.innerText();
  // The archive's watch learns the list on its first look, then announces what comes after it:
  // a report made before that first look is learned, not announced, so another follows until one is.
  const text = `Reported while the list was open ${Date.now()}`;
  const offer = page.getByRole('button', { name: /new reports?: show them$/ });
  await expect
    .poll(
      async () => {
        await flagNewMessage(own, text);
        await own.pollNow();
        return offer.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 60_000, intervals: [0] },
    )
    .toBe(true);
  await expect(page.getByText(text)).toHaveCount(0);
  await page.getByRole('button', { name: /new reports?: show them$/ }).click();
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(status).not.toHaveText(before);
  await expect(page.getByRole('button', { name: /new reports?: show them$/ })).toHaveCount(0);
});
