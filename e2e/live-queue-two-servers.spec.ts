import { ModeratorDesk, workOneQueue } from './pages/live-queue.ts';
import { USERS } from './pages/own-server.ts';
import { onTwoServers as test } from './pages/two-servers.ts';

// A works on the first server, B on the second; both share one PostgreSQL (pages/two-servers.ts).
const { colleague, moderator } = USERS;

test('two moderators on two servers sharing PostgreSQL work one queue live', async ({ browser, pair }) => {
  test.setTimeout(150_000);
  const a = await ModeratorDesk.open(browser, pair.url, colleague);
  const b = await ModeratorDesk.open(browser, pair.secondUrl, moderator);
  await workOneQueue(test.step.bind(test), pair, a, b);
  await a.close();
  await b.close();
});
