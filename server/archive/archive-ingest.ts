import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { recordArchiveDecisions, serviceDecisionOf } from '../decisions/archive-decision.ts';
import type { ArchiveMessageTable, ArchiveRevisionTable, Database } from '../store/schema.ts';
import { storableArchiveRow } from './archive-row.ts';
import { storableJson, storableSeconds, storableText } from '../store/storable-json.ts';
import { countArrivals, pruneOlderThan } from './hourly-counts.ts';

/** What one poll read from the service. */
export interface PolledData {
  records: unknown[];
  /** The `limit` the poll asked for: a list this long may have been cut short. */
  limit: number;
  rules: unknown[];
  /** Revisions read this poll, by rule id (newest first, as the service lists them). */
  revisions: ReadonlyMap<string, unknown[]>;
  /** The service's reviewed list (its decisions, newest first); missing when it could not be read. */
  reviewed?: unknown[];
}

export interface IngestOptions {
  nowSeconds: number;
  retentionDays: number;
  /** How long to poll more often after a gap. */
  frequentForSeconds: number;
  /** Checked (and the lease renewed) inside the transaction: a poller that lost its lease writes nothing. */
  stillHeld?: (trx: Transaction<Database>) => Promise<boolean>;
}

export interface IngestResult {
  stored: number;
  added: number;
  /** Records already archived that the service now gives differently (an equal one is not rewritten). */
  changed: number;
  /** Records changed to be stored: text PostgreSQL cannot hold replaced, a time out of range read as missing. */
  cleaned: number;
  gap?: { from: number; to: number };
  /** The ids of the records this poll saw first, newest first (live events announce them). */
  arrivals: string[];
}

/**
 * Rows per INSERT: 17 columns each, so 2000 rows are 34000 parameters (PostgreSQL allows 65535).
 * Measured on PGlite, 100000 records: 5141 a second in statements of 500, 7647 in 2000.
 */
export const INSERT_CHUNK = 2000;

function field(record: unknown, name: string): unknown {
  return record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[name] : undefined;
}

const idOf = (value: unknown) => (typeof value === 'string' && value !== '' ? storableText(value) : undefined);
const timeOf = (value: unknown) => storableSeconds(value) ?? null;

/**
 * An upsert's update only where the service's record changed: every column is read from the
 * record, so an equal record would rewrite the row to itself. Rewriting every record of every
 * poll left a dead copy of the whole list behind each poll, and the embedded store (no
 * autovacuum) grew by the list's size a poll.
 */
const changedRecord = (table: 'archive_messages' | 'archive_rules') =>
  sql<boolean>`${sql.ref(`${table}.record`)} is distinct from excluded.record`;

/**
 * The ids among `rows` whose record the archive already holds as it is. A read writes nothing:
 * an upsert that finds an equal row still locks it, and each lock is a write-ahead log record,
 * so a poll of an unchanged list would still write a record per message.
 */
async function unchangedIds(
  trx: Transaction<Database>,
  appId: string,
  rows: readonly Insertable<ArchiveMessageTable>[],
): Promise<Set<string>> {
  // One parameter for the whole chunk; each record is already JSON text.
  const given = `[${rows.map((row) => `{"id":${JSON.stringify(row.message_id)},"record":${String(row.record)}}`).join(',')}]`;
  const { rows: same } = await sql<{ message_id: string }>`
    select a.message_id from jsonb_to_recordset(${given}::jsonb) as given(id text, record jsonb)
    join archive_messages a on a.app_id = ${appId} and a.message_id = given.id and a.record = given.record`.execute(
    trx,
  );
  return new Set(same.map((row) => row.message_id));
}

export class LeaseLostError extends Error {
  constructor() {
    super('another server took over polling this app');
    this.name = 'LeaseLostError';
  }
}

/**
 * A record's status once the service has decided on it: only the reviewed list's records carry
 * one (the blocked list's are `pending`, and the archive keeps them as it saw them).
 */
const REVIEWED_STATUSES = ['approved', 'disapproved', 'reviewed'];

/**
 * The blocks of the service's reviewed list the archive may not hold: a message decided before
 * any poll saw it blocked left the blocked list unseen, yet it was blocked by a rule revision and
 * its decision says whether that block was wrong ("approved later" counts it). Only records that
 * name their rule and say when they were blocked: a made-up time would misplace them.
 */
function decidedBlockRows(appId: string, reviewed: readonly unknown[], nowSeconds: number) {
  const byId = new Map<string, Insertable<ArchiveMessageTable>>();
  for (const record of reviewed) {
    const blockedAt = field(record, 'createdAt') ?? field(field(record, 'message'), 'sentAt');
    const row = storableArchiveRow(appId, record, nowSeconds).row;
    // Newest first: the first record of a message is its latest.
    if (row?.rule_id && storableSeconds(blockedAt) !== undefined && !byId.has(row.message_id))
      byId.set(row.message_id, row);
  }
  return [...byId.values()];
}

/**
 * Stores one poll in one transaction: records upserted by message id, rules and revisions
 * snapshotted, a gap recorded when the poll was full and held nothing already archived, old
 * records pruned. A failure anywhere leaves the archive as it was.
 */
export function ingestPoll(
  db: Kysely<Database>,
  appId: string,
  polled: PolledData,
  options: IngestOptions,
): Promise<IngestResult> {
  const { nowSeconds } = options;
  const byId = new Map<string, Insertable<ArchiveMessageTable>>();
  let cleaned = 0;
  for (const record of polled.records) {
    const storable = storableArchiveRow(appId, record, nowSeconds);
    if (!storable.row) continue;
    byId.set(storable.row.message_id, storable.row);
    if (storable.cleaned) cleaned += 1;
  }
  const rows = [...byId.values()];

  return db.transaction().execute(async (trx) => {
    if (options.stillHeld && !(await options.stillHeld(trx))) throw new LeaseLostError();
    // The newest block the blocked list itself gave: the reviewed list's blocks (below) are often
    // newer, and measured against them a poll that missed records would not be seen as a gap.
    const before = await trx
      .selectFrom('archive_messages')
      .where('app_id', '=', appId)
      .where((eb) => eb.or([eb('status', 'is', null), eb('status', 'not in', REVIEWED_STATUSES)]))
      .select((eb) => eb.fn.max('created_at').as('newest'))
      .executeTakeFirst();
    const arrivals: Insertable<ArchiveMessageTable>[] = [];
    let changed = 0;
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK);
      const unchanged = await unchangedIds(trx, appId, chunk);
      const toWrite = chunk.filter((row) => !unchanged.has(row.message_id));
      if (toWrite.length === 0) continue;
      const inserted = await trx
        .insertInto('archive_messages')
        .values(toWrite)
        .onConflict((oc) =>
          oc
            .columns(['app_id', 'message_id'])
            .doUpdateSet((eb) => ({
              created_at: eb.ref('excluded.created_at'),
              rule_id: eb.ref('excluded.rule_id'),
              revision_id: eb.ref('excluded.revision_id'),
              type: eb.ref('excluded.type'),
              status: eb.ref('excluded.status'),
              action: eb.ref('excluded.action'),
              sender_uid: eb.ref('excluded.sender_uid'),
              sender_name: eb.ref('excluded.sender_name'),
              receiver: eb.ref('excluded.receiver'),
              conversation_id: eb.ref('excluded.conversation_id'),
              text: eb.ref('excluded.text'),
              search: eb.ref('excluded.search'),
              record: eb.ref('excluded.record'),
              last_seen: eb.ref('excluded.last_seen'),
            }))
            .where(changedRecord('archive_messages')),
        )
        // Only inserted and changed rows come back; xmax is 0 on a row this statement inserted.
        .returning(['message_id', sql<boolean>`xmax = 0`.as('inserted')])
        .execute();
      for (const row of inserted) {
        const arrived = row.inserted ? byId.get(row.message_id) : undefined;
        if (arrived) arrivals.push(arrived);
        else changed += 1;
      }
    }
    // Kept as they are when already held (the blocked list's record is the block as it was).
    const decidedBlocks: Insertable<ArchiveMessageTable>[] = [];
    const reviewedRows = decidedBlockRows(appId, polled.reviewed ?? [], nowSeconds);
    for (let start = 0; start < reviewedRows.length; start += INSERT_CHUNK) {
      const chunk = reviewedRows.slice(start, start + INSERT_CHUNK);
      const inserted = await trx
        .insertInto('archive_messages')
        .values(chunk)
        .onConflict((oc) => oc.columns(['app_id', 'message_id']).doNothing())
        .returning('message_id')
        .execute();
      const added = new Set(inserted.map((row) => row.message_id));
      decidedBlocks.push(...chunk.filter((row) => added.has(row.message_id)));
    }
    // Counted by the hour they were blocked, as every block is; not arrivals: nobody waits on them.
    await countArrivals(trx, appId, [...arrivals, ...decidedBlocks]);
    const added = arrivals.length;

    const newestBefore = before?.newest ?? null;
    const oldestNow = rows.reduce((oldest, row) => Math.min(oldest, row.created_at), Infinity);
    const full = polled.records.length >= polled.limit;
    const gap =
      full && added === rows.length && newestBefore !== null && oldestNow > newestBefore
        ? { from: newestBefore, to: oldestNow }
        : undefined;
    if (gap)
      await trx
        .insertInto('archive_gaps')
        .values({ app_id: appId, from_time: gap.from, to_time: gap.to, found_at: nowSeconds })
        .execute();

    await snapshotRules(trx, appId, polled, nowSeconds);
    await recordArchiveDecisions(
      trx,
      (polled.reviewed ?? []).flatMap((record) => serviceDecisionOf(appId, record) ?? []),
    );
    const cutoff = nowSeconds - options.retentionDays * 86_400;
    await pruneOlderThan(trx, appId, cutoff);
    await trx.deleteFrom('archive_gaps').where('app_id', '=', appId).where('to_time', '<', cutoff).execute();
    const frequentUntil = gap ? nowSeconds + options.frequentForSeconds : undefined;
    await trx
      .insertInto('archive_poll_state')
      .values({
        app_id: appId,
        last_poll: nowSeconds,
        last_success: nowSeconds,
        last_error: null,
        frequent_until: frequentUntil ?? null,
      })
      .onConflict((oc) =>
        oc.column('app_id').doUpdateSet({
          last_poll: nowSeconds,
          last_success: nowSeconds,
          last_error: null,
          ...(frequentUntil === undefined ? {} : { frequent_until: frequentUntil }),
        }),
      )
      .execute();
    const arrivalIds = [...arrivals].sort((a, b) => b.created_at - a.created_at).map((row) => row.message_id);
    return { stored: rows.length, added, changed, cleaned, ...(gap ? { gap } : {}), arrivals: arrivalIds };
  });
}

async function snapshotRules(
  trx: Transaction<Database>,
  appId: string,
  polled: PolledData,
  seenAt: number,
): Promise<void> {
  const rules = polled.rules.flatMap((record) => {
    const ruleId = idOf(field(record, 'id'));
    return ruleId
      ? [{ app_id: appId, rule_id: ruleId, record: JSON.stringify(storableJson(record).value), seen_at: seenAt }]
      : [];
  });
  if (rules.length > 0) {
    await trx
      .insertInto('archive_rules')
      .values(rules)
      .onConflict((oc) =>
        oc
          .columns(['app_id', 'rule_id'])
          .doUpdateSet((eb) => ({ record: eb.ref('excluded.record'), seen_at: eb.ref('excluded.seen_at') }))
          .where(changedRecord('archive_rules')),
      )
      .execute();
  }
  await upsertRevisions(trx, appId, polled.revisions, seenAt);
}

async function upsertRevisions(
  trx: Transaction<Database>,
  appId: string,
  byRule: ReadonlyMap<string, unknown[]>,
  seenAt: number,
): Promise<void> {
  const revisions = new Map<string, Insertable<ArchiveRevisionTable>>();
  for (const [ruleId, list] of byRule) {
    for (const record of list) {
      const revisionId = idOf(field(record, 'revisionId'));
      if (!revisionId) continue;
      const time = timeOf(field(record, 'updatedAt')) ?? timeOf(field(record, 'createdAt'));
      revisions.set(revisionId, {
        app_id: appId,
        rule_id: ruleId,
        revision_id: revisionId,
        revision_time: time,
        record: JSON.stringify(storableJson(record).value),
        seen_at: seenAt,
      });
    }
  }
  if (revisions.size === 0) return;
  await trx
    .insertInto('archive_revisions')
    .values([...revisions.values()])
    .onConflict((oc) =>
      oc.columns(['app_id', 'revision_id']).doUpdateSet((eb) => ({
        record: eb.ref('excluded.record'),
        revision_time: eb.ref('excluded.revision_time'),
        seen_at: eb.ref('excluded.seen_at'),
      })),
    )
    .execute();
}

/**
 * Snapshots one rule's revisions as soon as they are read, so a turn cut short (its lease lost,
 * a 429) keeps what it read and the next turn does not ask again.
 */
export async function storeRevisions(
  db: Kysely<Database>,
  appId: string,
  ruleId: string,
  list: unknown[],
  seenAt: number,
  stillHeld?: (trx: Transaction<Database>) => Promise<boolean>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (stillHeld && !(await stillHeld(trx))) throw new LeaseLostError();
    await upsertRevisions(trx, appId, new Map([[ruleId, list]]), seenAt);
  });
}

/** Records a failed poll without touching the archive; best effort (the store may be the failure). */
export async function recordPollFailure(
  db: Kysely<Database>,
  appId: string,
  nowSeconds: number,
  problem: string,
): Promise<void> {
  await db
    .insertInto('archive_poll_state')
    .values({ app_id: appId, last_poll: nowSeconds, last_success: null, last_error: problem, frequent_until: null })
    .onConflict((oc) => oc.column('app_id').doUpdateSet({ last_poll: nowSeconds, last_error: problem }))
    .execute();
}

/** Revision ids the archive already holds for an app: their rules need no revisions read. */
export async function knownRevisionIds(db: Kysely<Database>, appId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('archive_revisions').where('app_id', '=', appId).select('revision_id').execute();
  return new Set(rows.map((row) => row.revision_id));
}
