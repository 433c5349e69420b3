// `npm run bench:bulk`: one bulk decision over 1,000 blocked messages, as the page runs it (the
// same runner and caps), through the dashboard's proxy to the embedded emulator. Reports the
// time, the rate the service saw, and that no second of it went over the cap.
import { POLITE_BULK, runBulk } from '../src/lib/bulk-run.ts';
import { startDashboard } from '../server/start.ts';

const COUNT = Number(process.argv[2] ?? 1000);

const dashboard = await startDashboard({
  env: { HOST: '127.0.0.1', PORT: '0', EMULATOR_BLOCKED_MESSAGES: String(COUNT + 50), DASHBOARD_DATA_DIR: 'memory://' },
  root: process.cwd(),
  build: false,
  // The archive's polls would run beside what is measured.
  archive: false,
  log: () => undefined,
});
const base = dashboard.url.replace(/\/$/, '');
try {
  const list = (await (await fetch(`${base}/api/apps/demo-app/moderation/blocked-messages?limit=${COUNT}`)).json()) as {
    data: { message: { id: string } }[];
  };
  const ids = list.data.map((record) => record.message.id);
  const starts: number[] = [];
  const begin = performance.now();
  const result = await runBulk<{ status: number }>(
    ids,
    async (id) => {
      starts.push(performance.now() - begin);
      const response = await fetch(`${base}/api/apps/demo-app/moderation/blocked-messages/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'dashboard', origin: base },
        body: JSON.stringify({ status: 'approved', reviewed: true }),
      });
      await response.arrayBuffer();
      if (!response.ok)
        throw { status: response.status, retryAfter: Number(response.headers.get('retry-after')) || undefined };
    },
    (error) => (error.status === 429 ? 1 : undefined),
    // The same clock as the starts measured above (Date.now is whole milliseconds).
    { ...POLITE_BULK, now: () => performance.now() },
  );
  const seconds = (performance.now() - begin) / 1000;
  // The busiest one-second window of request starts: what the service would count against the app.
  let busiest = 0;
  for (let i = 0, j = 0; j < starts.length; j++) {
    while ((starts[j] ?? 0) - (starts[i] ?? 0) >= 1000) i++;
    busiest = Math.max(busiest, j - i + 1);
  }
  const left = (await (
    await fetch(`${base}/api/apps/demo-app/moderation/blocked-messages?limit=${COUNT + 50}`)
  ).json()) as { data: unknown[] };
  process.stdout.write(
    [
      `bulk decision over ${ids.length} messages (cap ${POLITE_BULK.perSecond}/s, ${POLITE_BULK.concurrency} in flight)`,
      `  time: ${seconds.toFixed(1)} s; decided ${result.succeeded.length}, failed ${result.failed.length}`,
      `  rate: ${(ids.length / seconds).toFixed(2)} requests/s on average; busiest second: ${busiest} requests ${busiest <= POLITE_BULK.perSecond ? '(within the cap)' : '(OVER THE CAP)'}`,
      `  blocked list after: ${left.data.length} of ${COUNT + 50}`,
      '',
    ].join('\n'),
  );
  if (busiest > POLITE_BULK.perSecond || result.failed.length > 0) process.exitCode = 1;
} finally {
  await dashboard.close();
}
