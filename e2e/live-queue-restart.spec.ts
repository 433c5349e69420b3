import { expect } from './fixtures.ts';
import { passUndoWindow } from './pages/decisions.ts';
import { ModeratorDesk } from './pages/live-queue.ts';
import { USERS } from './pages/own-server.ts';
import { onTwoServers as test } from './pages/two-servers.ts';

// A behaviour, not a budget: the server a page is connected to restarts; the page reconnects
// by itself (EventSource, with Last-Event-ID) and loses no event the store kept meanwhile. The
// event is stored by the second server while the first is down (pages/two-servers.ts).
const { colleague, moderator } = USERS;

test('a page whose server restarts reconnects by itself and misses nothing decided while it was down', async ({
  browser,
  pair,
}) => {
  test.setTimeout(150_000);
  const a = await ModeratorDesk.open(browser, pair.url, colleague);
  const b = await ModeratorDesk.open(browser, pair.secondUrl, moderator);
  const [first] = await b.shownIds();
  if (!first) throw new Error('the demo app needs a pending message');
  await expect(a.row(first)).toBeVisible();

  const stopped = await test.step("A's server stops", () => pair.stopFirst());

  await test.step('meanwhile B, on the other server, marks a message reviewed', async () => {
    await b.page.getByRole('button', { name: `Open message ${first}`, exact: true }).click();
    await b.drawer(first).getByRole('button', { name: 'Mark reviewed (m)' }).click();
    await expect(b.row(first)).toHaveCount(0);
    await passUndoWindow(b.page);
    // Sent once the undo window has passed: the decision log holds its outcome, and so the event is stored.
    await expect
      .poll(
        async () => {
          const answer = await b.page.request.get(`/api/apps/demo-app/decisions?messageId=${first}`);
          const { data } = (await answer.json()) as { data: { outcome: string }[] };
          return data.map((record) => record.outcome);
        },
        { timeout: 25_000 },
      )
      .toContain('applied');
  });

  await test.step("A's server starts again: A's page catches up without a reload", async () => {
    await stopped.start();
    await expect(a.row(first)).toHaveCount(0, { timeout: 30_000 });
    await expect(a.news).toContainText(`Message ${first} marked reviewed by mo`);
  });

  await a.close();
  await b.close();
});
