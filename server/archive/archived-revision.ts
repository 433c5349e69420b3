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
