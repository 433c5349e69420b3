/**
 * Webhook arrivals: `npm run bench:webhooks [-- --messages N] [--arrivals N] [--poll-arrivals N] [--check]`.
 *
 * 1. Two dashboards on one throwaway PostgreSQL, as two servers behind a load balancer, both taking
 *    the service's webhooks; a moderator's live queue (its event stream) is open on the first.
 *    Times, from the start of the service's delivery to the page reading its `messages-added`: a
 *    block delivered to the same server, and one delivered to the other (the event crosses through
 *    the store), one message at a time. In-process requests (Hono's `request`, no sockets).
 * 2. The dashboard as `npm start` runs it, with `EMULATOR_FAULTS=1`: a message added through
 *    `POST /emulator/_arrivals` → the page's `messages-added`, one at a time (the emulator
 *    delivers its webhook over HTTP, as the service would).
 * 3. The same with `EMULATOR_WEBHOOKS=0`, the poll alone at its default interval (60 s): arrivals
 *    at random moments over one interval, each timed to its event. The figure to compare with.
 * With --check, exits 1 when a webhook path's p95 is over its budget (1 s) or an arrival was never seen.
 */
import { WEBHOOK_BUDGETS, checkBudgets } from './budgets.ts';
import { measureEmulatorArrivals } from './emulator-arrivals.ts';
import { type Measurement, percentile, summarize } from './figures.ts';
import { loadNow } from './machine.ts';
import { formatBreaches, formatTable } from './report.ts';
import { blockedDelivery, webhookBurst } from './webhook-burst.ts';
import type { DashboardConfig } from '../server/config.ts';
import { startLive, type Live } from '../server/live/live.ts';
import { sseReader } from '../server/live/sse-reader.ts';
import { openStore, type Store } from '../server/store/open-store.ts';
import { throwawayPostgres } from '../server/store/throwaway-postgres.ts';
import { appOnStore } from '../server/testing/app-on-store.ts';
import { recordingFetch } from '../server/testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../server/testing/users.ts';
import { webhookEffects } from '../server/webhooks/webhook-effects.ts';

const APP = 'prod-1';
const numberArg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const MESSAGES = numberArg('--messages', 200);
const ARRIVALS = numberArg('--arrivals', 20);
const POLL_ARRIVALS = numberArg('--poll-arrivals', 10);
const CHECK = process.argv.includes('--check');
/** The archive's default poll interval (server/archive/archive-config.ts: 60 s), unless --poll-interval names another. */
const POLL_INTERVAL_MS = numberArg('--poll-interval', 60) * 1000;
const webhook = { username: 'bench-hook', password: 'bench-hook-password' };
const authorization = `Basic ${Buffer.from(`${webhook.username}:${webhook.password}`).toString('base64')}`;

/** Part 1: deliveries to two servers sharing PostgreSQL. */
async function twoServers(): Promise<{ measurements: Measurement[]; lines: string }> {
  const postgres = await throwawayPostgres();
  const stores: Store[] = [];
  const lives: Live[] = [];
  try {
    for (let i = 0; i < 2; i++) stores.push(await openStore({ DATABASE_URL: postgres.url }, '.'));
    for (const store of stores) lives.push(await startLive(store));
    const users = await configWithUsers();
    const config: DashboardConfig = { ...users, apps: users.apps.map((app) => ({ ...app, webhook })) };
    const upstream = recordingFetch(() => Response.json({ data: [] }));
    const [a, b] = await Promise.all(
      stores.map((store, i) =>
        appOnStore(store, config, upstream.fetch, Date.now, {
          live: lives[i],
          onWebhookEvent: webhookEffects({ db: store.db, live: lives[i], archived: () => true }),
        }),
      ),
    );
    if (!a || !b) throw new Error('the servers did not start');
    const cookie = (await signIn(a, 'mo', PASSWORDS.moderator)).cookie;
    const page = sseReader(await a.request(`/api/apps/${APP}/events?client=bench-page-0001`, { headers: { cookie } }));
    await page.next();

    let id = 0;
    const deliver = async (server: typeof a) => {
      const messageId = `wh-${(id += 1)}`;
      const started = performance.now();
      const answer = await server.request(`/webhooks/cometchat/${APP}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: blockedDelivery(APP, messageId),
      });
      const answeredMs = performance.now() - started;
      if (answer.status !== 200) throw new Error(`the delivery was answered ${answer.status}`);
      for (;;) {
        const event = await page.next(5000);
        if (event === undefined) throw new Error(`no event for ${messageId} within 5 s`);
        if (event.type === 'messages-added' && (event.messageIds as string[]).includes(messageId))
          return { answeredMs, seenMs: performance.now() - started };
      }
    };
    const same = [];
    const other = [];
    for (let i = 0; i < MESSAGES; i++) {
      same.push(await deliver(a));
      other.push(await deliver(b));
    }
    await page.close();
    const burst = await webhookBurst({
      servers: [a, b],
      appId: APP,
      authorization,
      cookie,
      db: stores[0]!.db,
      total: 1000,
      durationMs: 10_000,
    });
    const measurements: Measurement[] = [
      {
        id: 'webhooks.answer.p95',
        section: 'server',
        label: `webhooks: the delivery answered (p95 of ${MESSAGES * 2})`,
        figure: summarize(
          [
            percentile(
              [...same, ...other].map((m) => m.answeredMs),
              95,
            ),
          ],
          'ms',
        ),
      },
      {
        id: 'webhooks.sameServer.p95',
        section: 'server',
        label: `webhooks: a block delivered → the live queue reads it, same server (p95 of ${MESSAGES})`,
        figure: summarize(
          [
            percentile(
              same.map((m) => m.seenMs),
              95,
            ),
          ],
          'ms',
        ),
      },
      {
        id: 'webhooks.otherServer.p95',
        section: 'server',
        label: `webhooks: a block delivered → the live queue reads it, through the other server and PostgreSQL (p95 of ${MESSAGES})`,
        figure: summarize(
          [
            percentile(
              other.map((m) => m.seenMs),
              95,
            ),
          ],
          'ms',
        ),
      },
      {
        id: 'webhooks.burst.unstored',
        section: 'server',
        label: `webhooks: ${burst.deliveries} deliveries in 10 s, a third of them retries: distinct events not stored exactly once (of ${burst.distinct}; ${burst.stored} stored)`,
        figure: summarize([Math.abs(burst.distinct - burst.stored) + burst.refused], 'count'),
      },
      {
        id: 'webhooks.burst.pageRatio',
        section: 'server',
        label: `webhooks: the page's own request (rules list) during the burst, p95 over before (${burst.pageP95During.toFixed(1)} against ${burst.pageP95Before.toFixed(1)} ms)`,
        figure: summarize([burst.pageP95During / burst.pageP95Before], 'ratio'),
      },
    ];
    const lines =
      `same server:  ${line(same.map((m) => m.seenMs))}\n` +
      `other server: ${line(other.map((m) => m.seenMs))}\n` +
      `answered:     ${line([...same, ...other].map((m) => m.answeredMs))}\n`;
    return { measurements, lines };
  } finally {
    await Promise.all(lives.map((live) => live.stop()));
    await Promise.all(stores.map((store) => store.close()));
    postgres.remove();
  }
}

const line = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

/** Parts 2 and 3: the started dashboard, with its emulator's webhooks and with the poll alone. */
async function startedDashboard(): Promise<{ measurements: Measurement[]; lines: string; missed: number }> {
  const pushed = await measureEmulatorArrivals({
    webhooks: true,
    messages: ARRIVALS,
    spreadMs: 0,
    waitMs: 10_000,
    pollIntervalSeconds: POLL_INTERVAL_MS / 1000,
  });
  const measurements: Measurement[] = [
    {
      id: 'webhooks.started.p95',
      section: 'server',
      label: `webhooks, \`npm start\`: an arrival in the emulator → the page's messages-added (p95 of ${ARRIVALS}${pushed.missed ? `, ${pushed.missed} never seen` : ''})`,
      figure: summarize([percentile(pushed.latencies, 95)], 'ms'),
    },
  ];
  let lines = `npm start, webhooks: ${line(pushed.latencies)}\n`;
  if (POLL_ARRIVALS > 0) {
    const polled = await measureEmulatorArrivals({
      webhooks: false,
      messages: POLL_ARRIVALS,
      spreadMs: POLL_INTERVAL_MS,
      waitMs: 2 * POLL_INTERVAL_MS + 30_000,
      pollIntervalSeconds: POLL_INTERVAL_MS / 1000,
    });
    measurements.push({
      id: 'webhooks.pollOnly.p95',
      section: 'server',
      label: `poll only (EMULATOR_WEBHOOKS=0, ${POLL_INTERVAL_MS / 1000} s interval): the same wait (p95 of ${POLL_ARRIVALS}${polled.missed ? `, ${polled.missed} never seen` : ''})`,
      figure: summarize([percentile(polled.latencies, 95)], 'ms'),
    });
    lines += `npm start, poll only: ${line(polled.latencies)}\n  each: ${polled.latencies.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s\n`;
  }
  return { measurements, lines, missed: pushed.missed };
}

async function main(): Promise<number> {
  const servers = await twoServers();
  const started = await startedDashboard();
  const measurements = [...servers.measurements, ...started.measurements];
  const budgets = checkBudgets(measurements, { timing: true }, WEBHOOK_BUDGETS);
  process.stdout.write(
    `\n1-minute load average ${loadNow()}; ${MESSAGES} messages a path\n${formatTable(measurements, budgets)}\n\n` +
      servers.lines +
      started.lines,
  );
  const breaches = formatBreaches(budgets, measurements);
  if (started.missed > 0) breaches.push(`${started.missed} arrivals never reached the page through webhooks`);
  for (const breach of breaches) process.stdout.write(`${breach}\n`);
  return CHECK && breaches.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
}
