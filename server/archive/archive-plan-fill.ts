import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../store/schema.ts';

/**
 * Help for the archive search's plan check (archive-search-plan.integration.test.ts at a small
 * scale, bench/archive-search-plan.ts at a million): an app's archive filled in one SQL statement
 * (a million rows in seconds, where ingesting polls takes minutes), and a query's plan read back.
 */

/** The newest record's time (as bench/archive-fill.ts) and a year before it. */
export const FILL_END = Date.UTC(2026, 10, 25) / 1000;
const YEAR = 365 * 86_400;

// 32 words, so five bits of a hash pick one; each record's text is six of them.
const WORDS =
  'buy cheap pills now free money click link winner prize crypto offer limited deal call me address phone email hate spam hello thanks meet tonight see you later photo send number weekend'.split(
    ' ',
  );
const FIRST_NAMES = 'ada bob cleo dan eve finn gus hana ivo jo kai lea max nia otto pia'.split(' ');
const LAST_NAMES = 'berg costa diaz eklund fox gray holm ito jensen kowal lund moreau novak oliveira park quist'.split(
  ' ',
);

const textArray = (words: string[]) => sql.raw(`(array[${words.map((word) => `'${word}'`).join(',')}]::text[])`);

/** Bits `shift` up of a non-negative hash, as an index from 1 into a list of `size`. */
const pick = (hash: string, shift: number, size: number) => sql.raw(`1 + ((${hash} >> ${shift}) % ${size})::int`);

/**
 * Archives `total` records for `appId`, oldest first over the year to FILL_END: senders and
 * receivers `user-100000` to `user-999999` with names such as "Cleo Novak", six words of text,
 * 14 rules; every tenth record decided. The search column is built as archive-row.ts builds it.
 */
export async function fillArchiveInSql(db: Kysely<Database>, appId: string, total: number): Promise<void> {
  const words = textArray(WORDS);
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);
  await sql`insert into archive_messages (app_id, message_id, created_at, rule_id, revision_id, type, status,
      sender_uid, sender_name, receiver, conversation_id, text, search, record, first_seen, last_seen)
    select ${appId}, id, created_at, rule_id, revision_id, 'text', 'pending', sender_uid, sender_name, receiver,
      conversation_id, text,
      lower(concat_ws(chr(10), id, text, sender_uid, sender_name, receiver, conversation_id, rule_id, revision_id)),
      '{}', created_at, created_at
    from (
      select (10000000 + n)::text as id,
        ${FILL_END - YEAR}::bigint + (n::bigint * ${YEAR}) / ${total} as created_at,
        'rule-' || (1 + h1 % 14) as rule_id,
        'rev-' || (1 + h1 % 14) || '-' || (1 + n * 4 / ${total}) as revision_id,
        'user-' || (100000 + h1 % 900000) as sender_uid,
        ${first}[${pick('h2', 0, 16)}] || ' ' || ${last}[${pick('h2', 4, 16)}] as sender_name,
        'user-' || (100000 + h2 % 900000) as receiver,
        'conv-' || (h3 % 20000) as conversation_id,
        concat_ws(' ', ${words}[${pick('h3', 0, 32)}], ${words}[${pick('h3', 5, 32)}],
          ${words}[${pick('h3', 10, 32)}], ${words}[${pick('h3', 15, 32)}],
          ${words}[${pick('h3', 20, 32)}], ${words}[${pick('h3', 25, 32)}]) as text
      from (
        select n, hashint4(n)::bigint & 2147483647 as h1, hashint4(-n)::bigint & 2147483647 as h2,
          hashint4(n + 1000000000)::bigint & 2147483647 as h3
        from generate_series(1, ${total}) as n
      ) as hashed
    ) as generated`.execute(db);
  await sql`insert into archive_decisions (app_id, message_id, status, decided_by, decided_at, source)
    select app_id, message_id, 'rejected', 'plan-test', created_at + 60, 'dashboard'
    from archive_messages where app_id = ${appId} and right(message_id, 1) = '0'`.execute(db);
}

/** The definitions of archive_messages' indexes but its primary key, as pg_indexes gives them, by name. */
export async function archiveIndexes(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ indexdef: string }>`select indexdef from pg_indexes
    where tablename = 'archive_messages' and indexname <> 'archive_messages_pkey' order by indexname`.execute(db);
  return rows.rows.map((row) => row.indexdef);
}

/**
 * fillArchiveInSql as a restore does it: the secondary indexes (the trigram index among them)
 * dropped, the rows written, each index created again from its own definition in pg_indexes,
 * then `analyze`. On PGlite this is about half the time of writing into the indexes.
 */
export async function fillAsRestore(db: Kysely<Database>, appId: string, total: number): Promise<void> {
  const definitions = await archiveIndexes(db);
  await db.connection().execute(async (connection) => {
    // One connection, so that the setting holds for the index builds: a larger sort memory builds them faster.
    await sql`set maintenance_work_mem = '256MB'`.execute(connection);
    for (const definition of definitions) {
      const name = /^CREATE (?:UNIQUE )?INDEX (\S+) /.exec(definition)?.[1];
      if (!name) throw new Error(`not an index definition: ${definition}`);
      await sql`drop index ${sql.id(name)}`.execute(connection);
    }
    await fillArchiveInSql(connection, appId, total);
    for (const definition of definitions) await sql.raw(definition).execute(connection);
    await sql`analyze archive_messages`.execute(connection);
    await sql`analyze archive_decisions`.execute(connection);
    await sql`reset maintenance_work_mem`.execute(connection);
  });
}

/** One node of `explain (format json)`, with the fields the test reads. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL would run for `query`, with its parameters (`explain (format json)`). */
export async function planOf(db: Kysely<Database>, query: CompiledQuery): Promise<PlanNode> {
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const json = result.rows[0]?.['QUERY PLAN'];
  const plans = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
  const plan = plans[0]?.Plan;
  if (!plan) throw new Error('explain gave no plan');
  return plan;
}

/** Every node of a plan, the root first. */
export function planNodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(planNodes)];
}

/** "Limit > Nested Loop Left Join > Bitmap Heap Scan on archive_messages > Bitmap Index Scan using archive_messages_search …", for a failure's message and the docs. */
export function describePlan(plan: PlanNode): string {
  return planNodes(plan)
    .map((node) =>
      [
        node['Node Type'],
        node['Relation Name'] ? `on ${node['Relation Name']}` : '',
        node['Index Name'] ? `using ${node['Index Name']}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' > ');
}

/** What a support agent types, taken from the archive itself: the newest record's sender. */
export async function newestSender(db: Kysely<Database>, appId: string): Promise<{ uid: string; name: string }> {
  const row = await db
    .selectFrom('archive_messages')
    .where('app_id', '=', appId)
    .select(['sender_uid', 'sender_name'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { uid: row.sender_uid ?? '', name: (row.sender_name ?? '').toLowerCase() };
}

/** The searches the plan is checked for: what a support agent types, from 3 characters. */
export const PLAN_SEARCHES: [string, (sender: { uid: string; name: string }) => string][] = [
  ['8 characters of a sender uid', (sender) => sender.uid.slice(-8)],
  ["a sender's whole name", (sender) => sender.name],
  ["the first 3 characters of a sender's last name", (sender) => sender.name.split(' ')[1]?.slice(0, 3) ?? ''],
  ['a word of the text', () => 'crypto'],
];

/** The plan's nodes that read the whole archive, and whether any node walks one of its indexes. */
export async function planReach(
  db: Kysely<Database>,
  plan: PlanNode,
): Promise<{ wholeArchiveScans: PlanNode[]; usesIndex: boolean }> {
  const nodes = planNodes(plan);
  const indexes = (await archiveIndexes(db)).map((definition) => definition.split(' ')[2]);
  return {
    wholeArchiveScans: nodes.filter(
      (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'archive_messages',
    ),
    usesIndex: nodes.some((node) => indexes.includes(node['Index Name'] ?? '')),
  };
}
