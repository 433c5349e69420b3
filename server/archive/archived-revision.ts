import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

/**
 * One rule revision as the archive snapshotted it (`GET .../archive/revisions/:ruleId/:revisionId`):
 * what a revision said after the service stopped listing it. `data` is null when the archive
 * never saw that revision of that rule.
 */
export async function archivedRevision(db: Kysely<Database>, appId: string, ruleId: string, revisionId: string) {
  const row = await db
    .selectFrom('archive_revisions')
    .where('app_id', '=', appId)
    .where('rule_id', '=', ruleId)
    .where('revision_id', '=', revisionId)
    .select(['record', 'revision_time', 'seen_at'])
    .executeTakeFirst();
  return {
    data: row
      ? { ruleId, revisionId, revision: row.record, revisionTime: row.revision_time, lastSeen: row.seen_at }
      : null,
  };
}

/** Enough for any rule's history; a rule changed more often than this shows its newest. */
export const ARCHIVED_REVISIONS_KEPT = 1000;

/**
 * Every revision of a rule the archive snapshotted, newest first (`GET .../archive/revisions/:ruleId`):
 * the older revisions a short answer of the service's revisions list leaves out.
 */
export async function archivedRevisions(db: Kysely<Database>, appId: string, ruleId: string) {
  const rows = await db
    .selectFrom('archive_revisions')
    .where('app_id', '=', appId)
    .where('rule_id', '=', ruleId)
    .select(['revision_id', 'record', 'revision_time', 'seen_at'])
    .orderBy('revision_time', (order) => order.desc().nullsLast())
    .orderBy('seen_at', 'desc')
    .limit(ARCHIVED_REVISIONS_KEPT)
    .execute();
  return {
    data: rows.map((row) => ({
      ruleId,
      revisionId: row.revision_id,
      revision: row.record,
      revisionTime: row.revision_time,
      lastSeen: row.seen_at,
    })),
  };
}
