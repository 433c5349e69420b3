import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { refuseOpenAccess, startDashboard } from './start.ts';
import { configWithUsers } from './testing/users.ts';
import { useMemoryStore } from './store/test-store.ts';

const store = useMemoryStore();

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'dashboard-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const noDist = join(tmpdir(), 'no-such-dashboard-dist');

describe('who may reach a server without users', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'])('starts on loopback %s', (host) => {
    expect(() => refuseOpenAccess(undefined, host)).not.toThrow();
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'dashboard.example.test'])('refuses %s and says why', (host) => {
    expect(() => refuseOpenAccess({ apps: [], upstreamTimeoutMs: 1, users: [] }, host)).toThrow(ConfigError);
    expect(() => refuseOpenAccess(undefined, host)).toThrow(
      /not a loopback address, and no users are configured.*anyone who can reach this address could read every blocked message/s,
    );
  });

  it('refuses before binding any port', async () => {
    await expect(
      startDashboard({
        env: { HOST: '0.0.0.0', PORT: '0', DASHBOARD_DIST_DIR: noDist },
        root,
        build: false,
        store: store(),
      }),
    ).rejects.toThrow(/The dashboard server will not start/);
  });

  it('starts on any address once users are configured', async () => {
    const config = await configWithUsers();
    const path = join(dir, 'users.json');
    writeFileSync(
      path,
      JSON.stringify({ apps: config.apps, users: config.users, sessionSecret: config.sessionSecret }),
    );
    const dashboard = await startDashboard({
      env: { HOST: '0.0.0.0', PORT: '0', DASHBOARD_CONFIG: path, DASHBOARD_DIST_DIR: noDist },
      root,
      build: false,
      store: store(),
      archive: false,
      log: () => undefined,
    });
    try {
      expect(dashboard.access).toBe('sign-in required (4 users), audit log in the store');
      const response = await fetch(new URL('/api/apps', dashboard.url.replace('0.0.0.0', '127.0.0.1')));
      expect(response.status).toBe(401);
    } finally {
      await dashboard.close();
    }
  });
});
