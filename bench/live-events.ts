/**
 * Live events: `npm run bench:live [-- --runs N]`. Two dashboards on one throwaway
 * PostgreSQL, each with its own pool and LISTEN connection, as two servers behind a load
 * balancer; a page's event stream is open on the first. Times, from the request that causes it
 * to the page reading it: a decision taken on the same server and one taken on the other (the
 * event crosses through the store). Then 200 open streams on one server: memory per stream, and
 * the p99 of the usual page requests beside them, over alternating slices with and without.
 * The servers run in this process (Hono's `request`, no sockets): what is measured is the event
 * path through the store, not HTTP. Prints a table with its own budgets; exits 1 on a breach.
 */
import { LIVE_BUDGETS, checkBudgets } from './budgets.ts';
import { type Measurement, percentile, summarize } from './figures.ts';
import { loadNow } from './machine.ts';
import { formatBreaches, formatTable } from './report.ts';
import { startLive, type Live } from '../server/live/live.ts';
import { sseReader } from '../server/live/sse-reader.ts';
import { openStore, type Store } from '../server/store/open-store.ts';
import { throwawayPostgres } from '../server/store/throwaway-postgres.ts';
import { appOnStore } from '../server/testing/app-on-store.ts';
import { recordingFetch, SAME_ORIGIN } from '../server/testing/fake-upstream.ts';
import { configWithUsers, PASSWORDS, signIn } from '../server/testing/users.ts';

const APP = 'prod-1';
const STREAMS = 200;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const DECISIONS_PER_RUN = 20;

async function main(): Promise<number> {
  const postgres = await throwawayPostgres();
  const stores: Store[] = [];
  const lives: Live[] = [];
  try {
    for (let i = 0; i < 2; i++) stores.push(await openStore({ DATABASE_URL: postgres.url }, '.'));
    // The servers' own defaults: NOTIFY, with the fallback read.
    for (const store of stores) lives.push(await startLive(store));
    const config = await configWithUsers();
    const upstream = recordingFetch((request) =>
      request.method === 'PATCH'
        ? Response.json({ data: { success: true, message: 'ok' } })
        : Response.json({ data: [] }),
    );
    const [a, b] = await Promise.all(
      stores.map((store, i) => appOnStore(store, config, upstream.fetch, Date.now, { live: lives[i] })),
    );
    if (!a || !b) throw new Error('the servers did not start');
    const onA = (await signIn(a, 'mo', PASSWORDS.moderator)).cookie;
    const onB = (await signIn(b, 'mo', PASSWORDS.moderator)).cookie;
    const page = sseReader(
      await a.request(`/api/apps/${APP}/events?client=bench-page-0001`, { headers: { cookie: onA } }),
    );
    await page.next();

    let id = 0;
    const decide = async (server: typeof a) => {
      const messageId = `m-${(id += 1)}`;
      const started = performance.now();
      await server.request(`/api/apps/${APP}/moderation/blocked-messages/${messageId}`, {
        method: 'PATCH',
        headers: { cookie: server === a ? onA : onB, 'content-type': 'application/json', ...SAME_ORIGIN },
        body: '{"status":"rejected","reviewed":true}',
      });
      for (;;) {
        const event = await page.next(5000);
        if (event?.type === 'decided' && event.messageId === messageId) return performance.now() - started;
      }
    };
    const same: number[] = [];
    const other: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const onSame: number[] = [];
      const onOther: number[] = [];
      for (let i = 0; i < DECISIONS_PER_RUN; i++) {
        onSame.push(await decide(a));
        onOther.push(await decide(b));
      }
      same.push(percentile(onSame, 95));
      other.push(percentile(onOther, 95));
    }

    // The usual page requests' p99, in slices alternating without and with 200 more open streams.
    const slice = async () => {
      const times: number[] = [];
      for (let i = 0; i < 300; i++) {
        const started = performance.now();
        await (
          await a.request(`/api/apps/${APP}/moderation/rules?limit=100`, { headers: { cookie: onA } })
        ).arrayBuffer();
        times.push(performance.now() - started);
      }
      return percentile(times, 99);
    };
    // Measured after a collection where the runtime allows one (npm run bench:live passes --expose-gc).
    const collect = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
    collect();
    const before = process.memoryUsage();
    const streams = await Promise.all(
      Array.from({ length: STREAMS }, async (_v, i) => {
        const stream = sseReader(
          await a.request(`/api/apps/${APP}/events?client=bench-stream-${String(i).padStart(4, '0')}`, {
            headers: { cookie: onA },
          }),
        );
        await stream.next();
        return stream;
      }),
    );
    collect();
    const after = process.memoryUsage();
    const ratios: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await Promise.all(streams.map((stream) => stream.close()));
      const without = await slice();
      streams.splice(
        0,
        streams.length,
        ...(await Promise.all(
          Array.from({ length: STREAMS }, async (_v, i) => {
            const stream = sseReader(
              await a.request(`/api/apps/${APP}/events?client=bench-again-${run}-${i}`, { headers: { cookie: onA } }),
            );
            await stream.next();
            return stream;
          }),
        )),
      );
      ratios.push((await slice()) / without);
    }
    await Promise.all(streams.map((stream) => stream.close()));
    await page.close();

    const measurements: Measurement[] = [
      {
        id: 'live.sameServer.p95',
        section: 'server',
        label: 'live: a decision → the page reads its event, same server (p95 of 20)',
        figure: summarize(same, 'ms'),
      },
      {
        id: 'live.otherServer.p95',
        section: 'server',
        label: 'live: a decision → the page reads its event, through the other server and PostgreSQL (p95 of 20)',
        figure: summarize(other, 'ms'),
      },
      {
        id: 'live.streams.p99Ratio',
        section: 'server',
        label: `live: the page requests' p99 with ${STREAMS} open streams, over without`,
        figure: summarize(ratios, 'ratio'),
      },
      {
        id: 'live.streams.heapPerStream',
        section: 'server',
        label: 'live: memory per open stream (JS heap, after a collection)',
        figure: summarize([(after.heapUsed - before.heapUsed) / STREAMS / 1024], 'count', 'KB'),
      },
    ];
    const budgets = checkBudgets(measurements, { timing: true }, LIVE_BUDGETS);
    process.stdout.write(
      `\n1-minute load average ${loadNow()}; ${RUNS} runs\n${formatTable(measurements, budgets)}\n\n`,
    );
    const breaches = formatBreaches(budgets, measurements);
    for (const line of breaches) process.stdout.write(`${line}\n`);
    return breaches.length > 0 ? 1 : 0;
  } finally {
    await Promise.all(lives.map((live) => live.stop()));
    await Promise.all(stores.map((store) => store.close()));
    postgres.remove();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
}
