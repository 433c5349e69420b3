import type { Kysely } from 'kysely';
import type { Database } from '../server/store/schema.ts';
import { percentile } from './figures.ts';

interface Server {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}

/** A `moderation_engine_blocked` delivery as the service sends it, for one message. */
export function blockedDelivery(appId: string, messageId: string): string {
  return JSON.stringify({
    trigger: 'moderation_engine_blocked',
    appId,
    region: 'us',
    webhook: 'bench',
    data: {
      message: { id: messageId, sentAt: Math.floor(Date.now() / 1000), data: { text: 'bench spam' } },
      moderation: [{ rule: { id: 'spam', revisionId: `${appId}_spam_1`, action: ['block'] } }],
    },
  });
}

/** The message each of `total` deliveries carries: every third repeats an earlier one (the service's retry). */
export function burstMessages(total: number): number[] {
  return Array.from({ length: total }, (_, index) =>
    index % 3 === 2 ? Math.floor(index / 3) : index - Math.floor(index / 3),
  );
}

export interface BurstResult {
  deliveries: number;
  distinct: number;
  /** Rows the store holds for the burst's messages: `distinct` when each was stored once. */
  stored: number;
  refused: number;
  /** The page's own request (the rules list), p95 before the burst and while it lasted. */
  pageP95Before: number;
  pageP95During: number;
}

/**
 * `total` deliveries paced over `durationMs`, alternating between the servers, a third of them
 * retries of an earlier one; meanwhile a page's own request runs again and again on the first.
 */
export async function webhookBurst(options: {
  servers: readonly [Server, Server];
  appId: string;
  authorization: string;
  cookie: string;
  db: Kysely<Database>;
  total: number;
  durationMs: number;
}): Promise<BurstResult> {
  const { servers, appId, authorization, cookie, db, total, durationMs } = options;
  const pageRequest = async () => {
    const started = performance.now();
    await (
      await servers[0].request(`/api/apps/${appId}/moderation/rules?limit=100`, { headers: { cookie } })
    ).arrayBuffer();
    return performance.now() - started;
  };
  const before: number[] = [];
  for (let i = 0; i < 200; i++) before.push(await pageRequest());

  const messages = burstMessages(total);
  const idOf = (n: number) => `burst-${n}`;
  let sending = true;
  const during: number[] = [];
  const pages = (async () => {
    while (sending) during.push(await pageRequest());
  })();
  const started = performance.now();
  const statuses = await Promise.all(
    messages.map(async (message, index) => {
      const at = started + (index * durationMs) / total;
      await new Promise((done) => setTimeout(done, Math.max(0, at - performance.now())));
      const answer = await servers[index % 2]!.request(`/webhooks/cometchat/${appId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: blockedDelivery(appId, idOf(message)),
      });
      return answer.status;
    }),
  );
  sending = false;
  await pages;
  const distinct = new Set(messages).size;
  const stored = await db
    .selectFrom('webhook_events')
    .select(db.fn.countAll<number>().as('count'))
    .where('event_key', 'like', '%burst-%')
    .executeTakeFirstOrThrow();
  return {
    deliveries: total,
    distinct,
    stored: Number(stored.count),
    refused: statuses.filter((status) => status !== 200).length,
    pageP95Before: percentile(before, 95),
    pageP95During: percentile(during, 95),
  };
}
