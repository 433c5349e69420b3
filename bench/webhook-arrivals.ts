/**
 * Webhook arrivals: `npm run bench:webhooks [-- --messages N]`. Two dashboards on one throwaway
 * PostgreSQL, as two servers behind a load balancer, both taking the service's webhooks; a
 * moderator's live queue (its event stream) is open on the first. Times, from the start of the
 * service's delivery to the page reading its `messages-added`: a block delivered to the same
 * server, and one delivered to the other (the event crosses through the store), one message at
 * a time. The poll-only path waits for the archive's next poll: on average half an interval,
 * up to a whole one (60 s by default). In-process requests (Hono's `request`, no sockets).
 */
import { type Measurement, percentile, summarize } from './figures.ts';
import { loadNow } from './machine.ts';
import { formatTable } from './report.ts';
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
const messagesArg = process.argv.indexOf('--messages');
const MESSAGES = messagesArg > 0 ? Number(process.argv[messagesArg + 1]) : 200;
const webhook = { username: 'bench-hook', password: 'bench-hook-password' };
const authorization = `Basic ${Buffer.from(`${webhook.username}:${webhook.password}`).toString('base64')}`;

async function main(): Promise<void> {
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
        body: JSON.stringify({
          trigger: 'moderation_engine_blocked',
          appId: APP,
          region: 'us',
          webhook: 'bench',
          data: {
            message: { id: messageId, sentAt: Math.floor(Date.now() / 1000), data: { text: 'bench spam' } },
            moderation: [{ rule: { id: 'spam', revisionId: `${APP}_spam_1`, action: ['block'] } }],
          },
        }),
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
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
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
    ];
    process.stdout.write(
      `\n1-minute load average ${loadNow()}; ${MESSAGES} messages a path\n${formatTable(measurements, [])}\n\n` +
        `same server:  ${line(same.map((m) => m.seenMs))}\n` +
        `other server: ${line(other.map((m) => m.seenMs))}\n` +
        `answered:     ${line([...same, ...other].map((m) => m.answeredMs))}\n` +
        'poll only:    half an interval on average, up to a whole one (60 s by default; at 10 s, 5.0 to 10.6 s measured)\n',
    );
  } finally {
    await Promise.all(lives.map((live) => live.stop()));
    await Promise.all(stores.map((store) => store.close()));
    postgres.remove();
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 2;
}
