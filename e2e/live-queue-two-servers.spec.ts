import { test as base } from './fixtures.ts';
import { ModeratorDesk, workOneQueue } from './pages/live-queue.ts';
import { startOwnServer, USERS, type OwnServer } from './pages/own-server.ts';
import { throwawayPostgres } from '../server/store/throwaway-postgres.ts';

// Two dashboard servers on one throwaway PostgreSQL and one emulator, as behind a load balancer:
// A works on the first, B on the second; claims, decisions and new messages cross over through the store.
const test = base.extend<object, { pair: OwnServer & { secondUrl: string } }>({
  pair: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const postgres = await throwawayPostgres();
      const own = await startOwnServer(true, {
        archive: { enabled: true, intervalSeconds: 10 },
        databaseUrl: postgres.url,
        twoServers: true,
      });
      if (!own.secondUrl) throw new Error('the second server did not start');
      await use({ ...own, secondUrl: own.secondUrl });
      await own.close();
      postgres.remove();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
const { colleague, moderator } = USERS;

test('two moderators on two servers sharing PostgreSQL work one queue live', async ({ browser, pair }) => {
  test.setTimeout(150_000);
  const a = await ModeratorDesk.open(browser, pair.url, colleague);
  const b = await ModeratorDesk.open(browser, pair.secondUrl, moderator);
  await workOneQueue(test.step.bind(test), pair, a, b);
  await a.close();
  await b.close();
});
