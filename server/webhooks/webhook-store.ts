import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';
import { storableJson } from '../store/storable-json.ts';
import type { WebhookEvent } from './webhook-event.ts';

/** How long events are kept: the service retries within a minute; the failure banner looks back 5 minutes. */
export const WEBHOOK_KEEP_MS = 24 * 3600_000;

/**
 * Stores an event unless one with its key is already stored; true when this call stored it. The
 * primary key decides, so a retry racing the first delivery, on this server or another, loses.
 * An engine failure stored is counted in its hour too, in the same transaction: the trends
 * chart reads the counts long after the event itself is pruned.
 */
export async function storeOnce(
  db: Kysely<Database>,
  appId: string,
  event: WebhookEvent,
  nowMs: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('webhook_events')
      .values({
        app_id: appId,
        event_key: event.key,
        trigger: event.trigger,
        message_id: event.messageId,
        received_at: nowMs,
        payload: JSON.stringify(storableJson(event.data).value),
      })
      .onConflict((oc) => oc.columns(['app_id', 'event_key']).doNothing())
      .returning('event_key')
      .executeTakeFirst();
    if (stored === undefined) return false;
    if (event.trigger === 'moderation_engine_failed') {
      await trx
        .insertInto('engine_failure_hours')
        .values({ app_id: appId, hour: Math.floor(nowMs / 3_600_000) * 3600, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['app_id', 'hour'])
            .doUpdateSet((eb) => ({ count: eb(eb.ref('engine_failure_hours.count'), '+', 1) })),
        )
        .execute();
    }
    return true;
  });
}

/** Counts a delivery refused for its credentials. */
export async function countRefusal(db: Kysely<Database>, appId: string, nowMs: number): Promise<void> {
  await db
    .insertInto('webhook_refusals')
    .values({ app_id: appId, count: 1, last_at: nowMs })
    .onConflict((oc) =>
      oc.column('app_id').doUpdateSet((eb) => ({
        count: eb(eb.ref('webhook_refusals.count'), '+', 1),
        last_at: eb.ref('excluded.last_at'),
      })),
    )
    .execute();
}

/** What the archive status says of an app's webhooks: refusals, and the last event stored. */
export async function webhookStatus(db: Kysely<Database>, appId: string) {
  const refusals = await db
    .selectFrom('webhook_refusals')
    .where('app_id', '=', appId)
    .select(['count', 'last_at'])
    .executeTakeFirst();
  const last = await db
    .selectFrom('webhook_events')
    .where('app_id', '=', appId)
    .select((eb) => eb.fn.max('received_at').as('at'))
    .executeTakeFirst();
  return {
    refused: Number(refusals?.count ?? 0),
    lastRefusedAt: refusals ? Number(refusals.last_at) : null,
    lastEventAt: last?.at === null || last?.at === undefined ? null : Number(last.at),
  };
}

export interface EngineFailure {
  messageId: string;
  contentType: string | null;
  /** Milliseconds since the epoch, when the event was stored. */
  at: number;
  /** The first failure's category (`http_5xx`, `timeout`...), when given. */
  category: string | null;
}

/** The app's engine failures stored since `sinceMs`, newest first (at most `limit`). */
export async function recentEngineFailures(
  db: Kysely<Database>,
  appId: string,
  sinceMs: number,
  limit = 100,
): Promise<EngineFailure[]> {
  const rows = await db
    .selectFrom('webhook_events')
    .where('app_id', '=', appId)
    .where('trigger', '=', 'moderation_engine_failed')
    .where('received_at', '>=', sinceMs)
    .select(['message_id', 'received_at', 'payload'])
    .orderBy('received_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const payload = row.payload as Record<string, unknown>;
    const failures = Array.isArray(payload.failures) ? (payload.failures as unknown[]) : [];
    const first = failures[0] as Record<string, unknown> | undefined;
    return {
      messageId: row.message_id ?? '',
      contentType: typeof payload.contentType === 'string' ? payload.contentType : null,
      at: Number(row.received_at),
      category: typeof first?.category === 'string' ? first.category : null,
    };
  });
}

/** Drops events older than the keeping time; any server may do it. */
export async function pruneWebhookEvents(db: Kysely<Database>, nowMs: number): Promise<void> {
  await db
    .deleteFrom('webhook_events')
    .where('received_at', '<', nowMs - WEBHOOK_KEEP_MS)
    .execute();
}
