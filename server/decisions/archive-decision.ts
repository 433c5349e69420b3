import type { Kysely } from 'kysely';
import { decisionEffect } from '../../contract/schemas/decision-meaning.ts';
import { object, seconds, text } from '../archive/archive-row.ts';
import type { ArchiveDecisionTable, Database } from '../store/schema.ts';
import type { DecisionEntry } from './decision-entry.ts';

export type ArchiveDecision = ArchiveDecisionTable;

/*
 * What a decision did, in archive_decisions' words, through the one shared mapping
 * (contract/schemas/decision-meaning.ts): `approved` (the block was wrong, the message was
 * delivered) or `rejected` (the block stands: "Mark reviewed", or the service's `disapproved`).
 * Rows written as `reviewed` by the former "Mark reviewed" stay as they are: every reader maps
 * them to `approved`, which is what the service was sent.
 */

/**
 * An applied decision of this dashboard on a blocked message, as the archive keeps it beside the
 * message; undefined for any other outcome or queue (a refused or unanswered one changed nothing).
 */
export function archiveDecisionOf(entry: DecisionEntry): ArchiveDecision | undefined {
  const status = decisionEffect(entry.decision);
  if (entry.outcome !== 'applied' || entry.queue !== 'blocked' || !status) return undefined;
  const decidedAt = Date.parse(entry.decidedAt ?? entry.time);
  return {
    app_id: entry.appId,
    message_id: entry.messageId,
    status,
    decided_by: entry.username,
    decided_at: Math.floor(decidedAt / 1000),
    source: 'dashboard',
  };
}

/**
 * A record of the service's reviewed list as the archive keeps it: the message's status and when
 * it was decided (its updatedAt, in seconds). The service does not say who decided.
 */
export function serviceDecisionOf(appId: string, record: unknown): ArchiveDecision | undefined {
  const fields = object(record);
  const message = object(fields?.message);
  const messageId = text(message?.id);
  const status = decisionEffect(text(object(object(message?.data)?.moderation)?.status));
  const decidedAt = seconds(fields?.updatedAt) ?? seconds(message?.updatedAt);
  if (!messageId || !status || decidedAt === undefined) return undefined;
  return { app_id: appId, message_id: messageId, status, decided_by: null, decided_at: decidedAt, source: 'service' };
}

/**
 * The one place a decision lands in archive_decisions (the latest per message), from this
 * dashboard (`source: 'dashboard'`, who decided) or from the service's reviewed list
 * (`'service'`). An older decision never replaces a newer one; at the same second the
 * dashboard's wins, since it knows who decided and the service's list does not.
 */
export async function recordArchiveDecisions(
  db: Kysely<Database>,
  decisions: readonly ArchiveDecision[],
): Promise<void> {
  // One row per message in one statement (PostgreSQL refuses to update a row twice): the newest.
  const newest = new Map<string, ArchiveDecision>();
  for (const decision of decisions) {
    const key = `${decision.app_id}\u0000${decision.message_id}`;
    const known = newest.get(key);
    if (!known || known.decided_at < decision.decided_at) newest.set(key, decision);
  }
  if (newest.size === 0) return;
  await db
    .insertInto('archive_decisions')
    .values([...newest.values()])
    .onConflict((oc) =>
      oc
        .columns(['app_id', 'message_id'])
        .doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          decided_by: eb.ref('excluded.decided_by'),
          decided_at: eb.ref('excluded.decided_at'),
          source: eb.ref('excluded.source'),
        }))
        .where((eb) =>
          eb.or([
            eb('archive_decisions.decided_at', '<', eb.ref('excluded.decided_at')),
            eb.and([
              eb('archive_decisions.decided_at', '=', eb.ref('excluded.decided_at')),
              eb('excluded.source', '=', 'dashboard'),
            ]),
          ]),
        ),
    )
    .execute();
}
