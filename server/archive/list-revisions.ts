import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, ArchiveListRevisionTable } from '../store/schema.ts';
import { storableJson, storableSeconds, storableText } from '../store/storable-json.ts';

/** A list edited more often than this keeps its newest revisions only. */
export const LIST_REVISIONS_KEPT = 200;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? storableText(value) : undefined);
const field = (record: unknown, name: string): unknown =>
  typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[name] : undefined;

/**
 * The rows a poll's keyword lists make: one per list, keyed by its revision (the service's
 * `revisionId`, else `updated-<updatedAt>`); a list with neither, or without an id, is skipped.
 */
export function listRevisionRows(
  appId: string,
  lists: readonly unknown[],
  seenAt: number,
): Insertable<ArchiveListRevisionTable>[] {
  return lists.flatMap((record) => {
    const listId = text(field(record, 'id'));
    const updated = storableSeconds(field(record, 'updatedAt'));
    const revisionId = text(field(record, 'revisionId')) ?? (updated === undefined ? undefined : `updated-${updated}`);
    if (!listId || !revisionId) return [];
    return [
      {
        app_id: appId,
        list_id: listId,
        revision_id: revisionId,
        revision_time: updated ?? storableSeconds(field(record, 'createdAt')) ?? null,
        record: JSON.stringify(storableJson(record).value),
        seen_at: seenAt,
      },
    ];
  });
}

/**
 * Stores the revisions the archive has not seen; a revision already held is not written again.
 * Returns how many were new. A list past LIST_REVISIONS_KEPT loses its oldest.
 */
export async function storeListRevisions(
  db: Kysely<Database>,
  rows: readonly Insertable<ArchiveListRevisionTable>[],
): Promise<number> {
  if (rows.length === 0) return 0;
  // Only what the archive lacks goes to the store: an unchanged list costs one small read a poll,
  // not its terms sent again to be discarded.
  const held = await db
    .selectFrom('archive_list_revisions')
    .where('app_id', 'in', [...new Set(rows.map((row) => row.app_id))])
    .select(['app_id', 'list_id', 'revision_id'])
    .execute();
  const key = (row: { app_id: string; list_id: string; revision_id: string }) =>
    `${row.app_id}\n${row.list_id}\n${row.revision_id}`;
  const known = new Set(held.map(key));
  const fresh = rows.filter((row) => !known.has(key(row)));
  if (fresh.length === 0) return 0;
  const added = await db
    .insertInto('archive_list_revisions')
    .values(fresh)
    .onConflict((oc) => oc.columns(['app_id', 'list_id', 'revision_id']).doNothing())
    .returning(['app_id', 'list_id'])
    .execute();
  for (const { app_id, list_id } of new Map(added.map((row) => [`${row.app_id}\n${row.list_id}`, row])).values()) {
    await db
      .deleteFrom('archive_list_revisions')
      .where('app_id', '=', app_id)
      .where('list_id', '=', list_id)
      .where(
        'revision_id',
        'not in',
        db
          .selectFrom('archive_list_revisions')
          .where('app_id', '=', app_id)
          .where('list_id', '=', list_id)
          .select('revision_id')
          .orderBy(sql`coalesce(revision_time, seen_at)`, 'desc')
          .limit(LIST_REVISIONS_KEPT),
      )
      .execute();
  }
  return added.length;
}

/**
 * The list as it stood at `at` (Unix seconds), from the archive's revisions; null when it holds
 * none of that list. Its shape: `listAsOfSchema` (contract/schemas/archive.ts).
 */
export async function listAsOf(
  db: Kysely<Database>,
  appId: string,
  listId: string,
  at: number,
): Promise<{
  listId: string;
  revisionId: string;
  revisionTime: number | null;
  seenAt: number;
  standing: 'in-effect' | 'oldest-known';
  newest: boolean;
  list: unknown;
} | null> {
  const rows = await db
    .selectFrom('archive_list_revisions')
    .where('app_id', '=', appId)
    .where('list_id', '=', listId)
    .select([
      'revision_id',
      'revision_time',
      'seen_at',
      'record',
      sql<number>`coalesce(revision_time, seen_at)`.as('since'),
    ])
    .orderBy('since', 'desc')
    .limit(LIST_REVISIONS_KEPT)
    .execute();
  if (rows.length === 0) return null;
  const index = rows.findIndex((row) => Number(row.since) <= at);
  const chosen = index === -1 ? rows.length - 1 : index;
  const row = rows[chosen];
  if (!row) return null;
  return {
    listId,
    revisionId: row.revision_id,
    revisionTime: row.revision_time === null ? null : Number(row.revision_time),
    seenAt: Number(row.seen_at),
    standing: index === -1 ? 'oldest-known' : 'in-effect',
    newest: chosen === 0,
    list: row.record,
  };
}
