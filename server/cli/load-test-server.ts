import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hashPassword } from '../auth/password.ts';
import { startDashboard } from '../start.ts';

/**
 * The server under load, in a process of its own so that autocannon does not share its event loop.
 * Embedded mode by default; with `--users`, a connections file with one user (LOAD_TEST_USER,
 * LOAD_TEST_PASSWORD, at the real scrypt cost), trustProxy (the flood names its addresses in
 * X-Forwarded-For, as a botnet would have many) and a built page to serve.
 */
const withUsers = process.argv.includes('--users');
const dir = mkdtempSync(join(tmpdir(), 'load-test-'));
const env: NodeJS.ProcessEnv = {
  HOST: '127.0.0.1',
  PORT: '0',
  DASHBOARD_DIST_DIR: dir,
  DASHBOARD_DATA_DIR: 'memory://',
};
if (withUsers) {
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>dashboard</title>${'<p>page</p>'.repeat(100)}`);
  env.DASHBOARD_CONFIG = join(dir, 'connections.json');
  writeFileSync(
    env.DASHBOARD_CONFIG,
    JSON.stringify({
      apps: [
        {
          appId: 'load-app',
          name: 'Load',
          moderationBaseUrl: 'http://127.0.0.1:9/m',
          notificationsBaseUrl: 'http://127.0.0.1:9/n',
          key: 'k',
          secret: 's',
          apiKey: 'a',
        },
      ],
      users: [
        {
          username: process.env.LOAD_TEST_USER ?? 'ada',
          passwordHash: await hashPassword(process.env.LOAD_TEST_PASSWORD ?? ''),
          role: 'admin',
        },
      ],
      sessionSecret: 'load-test-session-secret-0123456789abcdef',
      trustProxy: true,
    }),
  );
}
const dashboard = await startDashboard({
  env,
  root: resolve(import.meta.dirname, '../..'),
  build: false,
  // The archive's polls would run beside what is measured.
  archive: false,
  // At these rates, writing the request log would be what is measured.
  log: () => undefined,
});
process.stdout.write(`${dashboard.url}\n`);
process.on('SIGTERM', () => void dashboard.close().then(() => process.exit(0)));
