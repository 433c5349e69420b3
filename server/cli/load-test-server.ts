import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDashboard } from '../start.ts';

// The server under load, in a process of its own so that autocannon does not share its event loop.
const dashboard = await startDashboard({
  env: { HOST: '127.0.0.1', PORT: '0', DASHBOARD_DIST_DIR: mkdtempSync(join(tmpdir(), 'load-test-no-dist-')) },
  root: resolve(import.meta.dirname, '../..'),
  build: false,
  // The archive's polls would run beside what is measured.
  store: false,
  // At these rates, writing the request log would be what is measured.
  log: () => undefined,
});
process.stdout.write(`${dashboard.url}\n`);
process.on('SIGTERM', () => void dashboard.close().then(() => process.exit(0)));
