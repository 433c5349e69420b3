// Runs the dashboard in its own process for the bench, so that the load generator and the
// browser driver never share an event loop with the server they measure.
// Prints one JSON line `{"url": ...}` when listening; stops when stdin closes (the parent
// exited or asked it to), so no server outlives the bench.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDashboard } from '../server/start.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

try {
  // Without the archive (and with the store in memory): the archive's polls of 10000 records would
  // run beside what is measured. BENCH_STORE=1 (the archive bench) names its own store and runs
  // the archive, with polling turned off in its connections file.
  const archive = process.env.BENCH_STORE === '1';
  const env = archive ? process.env : { DASHBOARD_DATA_DIR: 'memory://', ...process.env };
  const dashboard = await startDashboard({ env, root, build: false, archive, log: () => undefined });
  process.stdout.write(`${JSON.stringify({ url: dashboard.url })}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    dashboard.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
    // Open keep-alive connections (a load test) must not hold the exit up.
    dashboard.server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000);
  };
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
