import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

/**
 * Load test of the proxy on loopback: the dashboard server in embedded mode (proxy -> its own
 * emulator, answered in-process) under autocannon (another process), each case bounded in time.
 *   npx tsx server/cli/load-test.ts [seconds per case, default 10] [connections, default 10]
 */
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
// The first case is the emulator alone, without the proxy: the baseline the others are read against.
const CASES: [string, string, Record<string, string>?][] = [
  ['baseline: emulator directly, one rule', '/emulator/rest/demo-app/v3/moderation/rules/spam-links', { apikey: 'demo-apikey' }],
  ['one rule (operation 5)', '/api/apps/demo-app/moderation/rules/spam-links'],
  ['rule list, 14 rules', '/api/apps/demo-app/moderation/rules'],
  ['blocked messages, 50', '/api/apps/demo-app/moderation/blocked-messages?limit=50'],
  ['notification settings (GET)', '/api/apps/demo-app/notifications/settings'],
];

const root = resolve(import.meta.dirname, '../..');
const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/cli/load-test-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
const [firstLine] = (await once(server.stdout, 'data')) as [Buffer];
const dashboard = { url: firstLine.toString().trim() };
const rows: string[] = [];
try {
  for (const [name, path, headers = {}] of CASES) {
    const url = new URL(path, dashboard.url).href;
    await autocannon({ url, headers, connections: 2, duration: 2 }); // warm-up, not counted
    const result = await autocannon({ url, headers, connections, duration: seconds });
    const failures = result.errors + result.timeouts + result.non2xx;
    rows.push(`| ${name} | \`${path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${failures} |`);
    process.stderr.write(`${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${failures} errors\n`);
  }
} finally {
  server.kill('SIGTERM');
}
process.stdout.write([
  `${seconds} s per case, ${connections} connections, Node ${process.version}:`,
  '',
  '| case | path | req/s (mean) | p50 ms | p99 ms | requests | errors |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n'));
process.exit(0);
