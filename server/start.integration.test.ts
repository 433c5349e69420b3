import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboard, type RunningDashboard } from './start.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Node's HTTP server drops an idle connection on its own timers, which fake timers do not reach:
// proving that it stays open takes a real wait of longer than Node's 5 s.
describe('the dashboard server on a kept-alive connection', () => {
  let dashboard: RunningDashboard;

  beforeAll(async () => {
    dashboard = await startDashboard({
      env: { HOST: '127.0.0.1', PORT: '0', DASHBOARD_DIST_DIR: join(tmpdir(), 'no-such-dashboard-dist') },
      root,
      build: false,
      store: store(),
      archive: false,
      log: () => undefined,
    });
  });
  afterAll(() => dashboard.close());

  it('keeps an idle connection open past Node’s 5 s, so a request sent on it is not reset', async () => {
    const agent = new Agent({ keepAlive: true });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((done, fail) => {
        const request = httpGet(new URL('/api/apps', dashboard.url), { agent }, (response) => {
          response.resume();
          response.on('end', () => done({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
        });
        request.on('error', fail);
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    // Idle longer than Node's default keep-alive timeout: the same connection still answers.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();
  }, 20_000);
});
