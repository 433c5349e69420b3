import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDashboard } from './start.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('npm start, which passes no log of its own', () => {
  it("writes each archive poll's counts to standard output", async () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const dashboard = await startDashboard({
      env: { HOST: '127.0.0.1', PORT: '0', DASHBOARD_DIST_DIR: join(tmpdir(), 'no-such-dashboard-dist') },
      root,
      build: false,
      store: store(),
    });
    try {
      await vi.waitFor(() => expect(written.join('')).toContain('"event":"archive-poll"'), { timeout: 60_000 });
    } finally {
      await dashboard.close();
      write.mockRestore();
    }
    const poll = written
      .join('')
      .split('\n')
      .filter((line) => line.includes('"event":"archive-poll"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)[0];
    expect(poll).toMatchObject({ appId: expect.any(String), new: expect.any(Number), changed: 0, cleaned: 0 });
  }, 90_000);
});
