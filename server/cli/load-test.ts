import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { signInFlood } from './sign-in-flood.ts';

/**
 * Load test on loopback, each case bounded in time:
 * - the proxy: the dashboard server in embedded mode (proxy -> its own emulator, answered
 *   in-process) under autocannon (another process);
 * - a sign-in flood beside real users, against a server with one user at the real scrypt cost.
 *   npx tsx server/cli/load-test.ts [seconds per case, default 10] [connections, default 10] [--sign-in-only]
 */
const [seconds = 10, connections = 10] = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map(Number);
const signInOnly = process.argv.includes('--sign-in-only');
// The first case is the emulator alone, without the proxy: the baseline the others are read against.
const CASES: [string, string, Record<string, string>?][] = [
  [
    'baseline: emulator directly, one rule',
    '/emulator/rest/demo-app/v3/moderation/rules/spam-links',
    { apikey: 'demo-apikey' },
  ],
  ['one rule (operation 5)', '/api/apps/demo-app/moderation/rules/spam-links'],
  ['rule list, 14 rules', '/api/apps/demo-app/moderation/rules'],
  ['blocked messages, 50', '/api/apps/demo-app/moderation/blocked-messages?limit=50'],
  ['notification settings (GET)', '/api/apps/demo-app/notifications/settings'],
];
const FLOOD_PER_SECOND = 24;
const USER = { username: 'ada', password: 'load-test-password-42' };

const root = resolve(import.meta.dirname, '../..');

async function startServer(args: string[]) {
  const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'server/cli/load-test-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOAD_TEST_USER: USER.username, LOAD_TEST_PASSWORD: USER.password },
  });
  const [firstLine] = (await once(server.stdout, 'data')) as [Buffer];
  return { url: firstLine.toString().trim(), stop: () => server.kill('SIGTERM') };
}

async function proxyCases(): Promise<string[]> {
  const dashboard = await startServer([]);
  const rows: string[] = [];
  try {
    for (const [name, path, headers = {}] of CASES) {
      const url = new URL(path, dashboard.url).href;
      await autocannon({ url, headers, connections: 2, duration: 2 }); // warm-up, not counted
      const result = await autocannon({ url, headers, connections, duration: seconds });
      const failures = result.errors + result.timeouts + result.non2xx;
      rows.push(
        `| ${name} | \`${path}\` | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${failures} |`,
      );
      process.stderr.write(
        `${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${failures} errors\n`,
      );
    }
  } finally {
    dashboard.stop();
  }
  return [
    `${seconds} s per case, ${connections} connections, Node ${process.version}:`,
    '',
    '| case | path | req/s (mean) | p50 ms | p99 ms | requests | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ];
}

async function floodCase(): Promise<{ lines: string[]; allSignedIn: boolean }> {
  const dashboard = await startServer(['--users']);
  try {
    const { rows, allSignedIn } = await signInFlood({
      url: dashboard.url,
      seconds,
      perSecond: FLOOD_PER_SECOND,
      ...USER,
    });
    return {
      allSignedIn,
      lines: [
        `Sign-in flood, ${seconds} s without and ${seconds} s with it:`,
        '',
        '| what | how many | result |',
        '|---|---|---|',
        ...rows,
        '',
      ],
    };
  } finally {
    dashboard.stop();
  }
}

const proxy = signInOnly ? [] : await proxyCases();
const flood = await floodCase();
process.stdout.write([...proxy, ...flood.lines].join('\n'));
if (!flood.allSignedIn) process.stderr.write('Some real sign-ins failed during the flood.\n');
process.exit(flood.allSignedIn ? 0 : 1);
