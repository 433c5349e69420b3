import { ModeratorDesk, workOneQueue } from './pages/live-queue.ts';
import { USERS, withLiveArchive as test } from './pages/own-server.ts';

// A server of its own with the archive polling every 10 s: decisions change its emulator's
// queue, and the emulator's test-only control blocks a new message there.
const { colleague, moderator } = USERS;

test('two moderators work one queue live: claims, decisions and new messages reach both without a reload', async ({
  browser,
  own,
}) => {
  test.setTimeout(120_000);
  const a = await ModeratorDesk.open(browser, own.url, colleague);
  const b = await ModeratorDesk.open(browser, own.url, moderator);
  await workOneQueue(test.step.bind(test), own, a, b);
  await a.close();
  await b.close();
});
