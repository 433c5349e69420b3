import { test as base } from '../fixtures.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';
import { throwawayPostgres } from '../../server/store/throwaway-postgres.ts';

/**
 * Two dashboard servers on one throwaway PostgreSQL and one emulator, as behind a load balancer,
 * with the archive polling every 10 s: claims, decisions and new messages cross over through the store.
 */
export const onTwoServers = base.extend<{ pair: OwnServer & { secondUrl: string } }>({
  pair: [
    async ({ workerServers }, use) =>
      use(
        await workerServers.get('twoServers', async () => {
          const postgres = await throwawayPostgres();
          const own = await startOwnServer(true, {
            archive: { enabled: true, intervalSeconds: 10 },
            databaseUrl: postgres.url,
            twoServers: true,
          });
          if (!own.secondUrl) throw new Error('the second server did not start');
          return {
            ...own,
            secondUrl: own.secondUrl,
            async close() {
              await own.close();
              postgres.remove();
            },
          };
        }),
      ),
    { timeout: 180_000 },
  ],
});
