import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createEmulator } from '../server/emulator/index.ts';
import { DEFAULT_API_KEY } from '../server/emulator/options.ts';
import { startBenchServer, type BenchServer } from './server.ts';

/**
 * The dashboard on a filled archive: its own process (bench/serve-child.ts) with the store
 * open, and a connections file whose one app is served by an emulator in this process. The file
 * turns the archive off ("archive": { "enabled": false }), which stops the poller only: the
 * archive's routes still read the store, so the filled records stay exactly as filled (no poll
 * adds the emulator's records, no retention pass removes the oldest).
 */
export async function startArchiveDashboard(
  root: string,
  appId: string,
  dataDir: string,
  distDir: string,
  /** Sets the emulator up before the dashboard starts (its REST base for `appId`, and the api key). */
  seed?: (restBase: string, apiKey: string) => Promise<void>,
): Promise<BenchServer> {
  const dir = await mkdtemp(join(tmpdir(), 'archive-dashboard-'));
  const upstream = createServer();
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const emulator = createEmulator({ mediaBaseUrl: `${upstreamUrl}/media` });
  upstream.on(
    'request',
    getRequestListener((request) => emulator.fetch(request)),
  );
  const stopUpstream = async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await seed?.(`${upstreamUrl}/rest/${appId}/v3`, DEFAULT_API_KEY);
  } catch (error) {
    await stopUpstream();
    throw error;
  }
  const configPath = join(dir, 'connections.json');
  await writeFile(
    configPath,
    JSON.stringify({
      archive: { enabled: false },
      apps: [
        {
          appId,
          name: 'Archive bench app',
          moderationApi: 'rest',
          moderationBaseUrl: `${upstreamUrl}/rest/${appId}/v3`,
          notificationsBaseUrl: `${upstreamUrl}/notifications/${appId}`,
          apiKey: DEFAULT_API_KEY,
        },
      ],
    }),
  );
  try {
    const server = await startBenchServer(root, {
      DASHBOARD_CONFIG: configPath,
      DASHBOARD_DATA_DIR: dataDir,
      DASHBOARD_DIST_DIR: distDir,
      BENCH_STORE: '1',
    });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        await stopUpstream();
      },
    };
  } catch (error) {
    await stopUpstream();
    throw error;
  }
}
