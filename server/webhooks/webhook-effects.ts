import type { Kysely } from 'kysely';
import { archivePushed } from '../archive/archive-push.ts';
import { recordArchiveDecisions } from '../decisions/archive-decision.ts';
import type { Live } from '../live/live.ts';
import type { Database } from '../store/schema.ts';
import { approvedAtOf, blockedRecordOf } from './pushed-records.ts';
import type { WebhookEvent } from './webhook-event.ts';

export interface WebhookEffectDeps {
  db: Kysely<Database>;
  live: Live | undefined;
  /** Whether the app's archive is on: an app without one still tells open pages, but keeps nothing. */
  archived: (appId: string) => boolean;
  now?: () => number;
}

/** `source` of a decision made outside this dashboard, as the archive keeps it. */
export const OUTSIDE_SOURCES = {
  moderation_engine_approved: 'engine',
  moderation_manual_approved: 'outside',
} as const;

/**
 * What each stored event does. A block enters the archive and every open live queue at once; an
 * approval made outside the dashboard is kept on the archived message with where it came from; an
 * engine failure tells every open page of the app, which reads the failures of the last minutes.
 */
export function webhookEffects({ db, live, archived, now = Date.now }: WebhookEffectDeps) {
  return async (appId: string, event: WebhookEvent): Promise<void> => {
    const nowSeconds = Math.floor(now() / 1000);
    switch (event.trigger) {
      case 'moderation_engine_blocked': {
        const record = blockedRecordOf(event.data, nowSeconds);
        // Already archived (the poll got there first): the poll announced it then.
        if (archived(appId) && !(record && (await archivePushed(db, appId, record, nowSeconds)))) return;
        await live?.events.publish(appId, {
          type: 'messages-added',
          queue: 'blocked',
          count: 1,
          messageIds: [event.messageId],
        });
        return;
      }
      case 'moderation_engine_approved':
      case 'moderation_manual_approved': {
        // The engine approves nearly every message sent: only those the archive holds as blocked matter.
        const held = await db
          .selectFrom('archive_messages')
          .where('app_id', '=', appId)
          .where('message_id', '=', event.messageId)
          .select('message_id')
          .executeTakeFirst();
        if (!held) return;
        // The service also reports the approvals this dashboard sent: those keep who decided.
        const ours = await db
          .selectFrom('archive_decisions')
          .where('app_id', '=', appId)
          .where('message_id', '=', event.messageId)
          .where('source', '=', 'dashboard')
          .where('status', '=', 'approved')
          .select('message_id')
          .executeTakeFirst();
        if (ours) return;
        await recordArchiveDecisions(db, [
          {
            app_id: appId,
            message_id: event.messageId,
            status: 'approved',
            decided_by: null,
            decided_at: approvedAtOf(event.data, nowSeconds),
            source: OUTSIDE_SOURCES[event.trigger],
          },
        ]);
        return;
      }
      case 'moderation_engine_failed':
        await live?.events.publish(appId, { type: 'engine-failed', messageId: event.messageId, at: now() });
        return;
    }
  };
}
