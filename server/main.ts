import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config.ts';
import { startDashboard } from './start.ts';

// `npm start` (built SPA) and `npm run dev` (`--dev`: Vite with HMR).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const print = (line: string) => process.stdout.write(`${line}\n`);

try {
  const dashboard = await startDashboard({ env: process.env, root, dev, print });
  print(`Dashboard: ${dashboard.url} (${dashboard.source}${dev ? ', dev mode with HMR' : ''})`);
  print(`Access: ${dashboard.access}`);
  if (dashboard.store) print(`Store: ${dashboard.store}`);
  // In the background: a slow upstream must not delay serving the dashboard.
  void dashboard.checkConnections().then(
    (lines) => lines.forEach(print),
    () => undefined,
  );

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C means now
    stopping = true;
    print(`${signal}: stopping...`);
    dashboard.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // A configuration problem is the operator's to fix: the message, not a stack trace.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
