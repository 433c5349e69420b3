import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedConfig } from '../embedded-config.ts';
import { createEmulator } from '../emulator/index.ts';
import { inProcessFetch } from '../in-process-upstream.ts';
import { startDashboard } from '../start.ts';
import { openStore } from '../store/open-store.ts';
import { STORE_START_MS } from '../store/test-store.ts';
import { ingestPoll } from './archive-ingest.ts';
import { archiveUpstream } from './archive-upstream.ts';
import { AppPoller } from './app-poller.ts';
import { virtualClock } from './clock.ts';
import { blocked } from './test-upstream.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SELF = 'http://127.0.0.1:9';

describe('the archive on the embedded store', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'archive-restart-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it(
    'survives a restart: a started server serves what an earlier one archived',
    async () => {
      // First run: one poll of the emulator's demo-app, through the proxy's own forwarding.
      const first = await openStore({ DASHBOARD_DATA_DIR: dir }, root);
      const config = embeddedConfig(SELF, {});
      const emulatorFetch = inProcessFetch({
        selfUrl: SELF,
        mountPath: '/emulator',
        app: createEmulator({ blockedMessages: 120 }),
        fallback: () => Promise.reject(new Error('no network in this test')),
      });
      const app = config.apps.find((candidate) => candidate.appId === 'demo-app');
      if (!app) throw new Error('demo-app is missing from the embedded config');
      const poller = new AppPoller(
        app,
        { enabled: true, intervalSeconds: 60, retentionDays: 36_500 },
        {
          db: first.db,
          upstream: archiveUpstream({ fetch: emulatorFetch, timeoutMs: 10_000 }),
          clock: virtualClock(Date.UTC(2026, 10, 25)),
          holder: 'first-run',
        },
      );
      expect(await poller.runOnce()).toBe(60_000);
      expect(poller.lastError).toBeUndefined();
      await poller.stop();
      // A record only this run stored: the next server's own polls cannot have made it.
      await ingestPoll(
        first.db,
        'demo-app',
        {
          records: [blocked(1, Date.UTC(2026, 10, 24) / 1000, 'spam-links', 1, { text: 'restart-proof' })],
          limit: 10_000,
          rules: [],
          revisions: new Map(),
        },
        {
          nowSeconds: Date.UTC(2026, 10, 25) / 1000,
          retentionDays: 36_500,
          frequentForSeconds: 600,
        },
      );
      await first.close();

      // Second run: the server as npm start makes it, on the same folder.
      const dashboard = await startDashboard({
        env: {
          HOST: '127.0.0.1',
          PORT: '0',
          DASHBOARD_DATA_DIR: dir,
          DASHBOARD_DIST_DIR: join(tmpdir(), 'no-such-dashboard-dist'),
          EMULATOR_BLOCKED_MESSAGES: '120',
        },
        root,
        build: false,
        log: () => undefined,
      });
      try {
        expect(dashboard.store).toBe(`embedded in ${dir}`);
        const status = (await (await fetch(new URL('/api/apps/demo-app/archive/status', dashboard.url))).json()) as {
          data: { enabled: boolean; records: number };
        };
        expect(status.data.enabled).toBe(true);
        expect(status.data.records).toBeGreaterThanOrEqual(121);
        const proof = (await (
          await fetch(new URL('/api/apps/demo-app/archive/blocked-messages?q=restart-proof', dashboard.url))
        ).json()) as { data: { message: { data: { text: string } } }[] };
        expect(proof.data.map((record) => record.message.data.text)).toEqual(['restart-proof']);
        const page = (await (
          await fetch(new URL('/api/apps/demo-app/archive/blocked-messages?limit=3', dashboard.url))
        ).json()) as { data: { createdAt: number }[]; meta: { next: string | null } };
        expect(page.data).toHaveLength(3);
        expect(page.data.map((record) => record.createdAt)).toEqual(
          [...page.data.map((record) => record.createdAt)].sort((a, b) => b - a),
        );
        expect(page.meta.next).toEqual(expect.any(String));
      } finally {
        await dashboard.close();
      }
      // Closing hands the folder back: a third start may open it.
      const third = await openStore({ DASHBOARD_DATA_DIR: dir }, root);
      await third.close();
    },
    STORE_START_MS * 2,
  );
});
