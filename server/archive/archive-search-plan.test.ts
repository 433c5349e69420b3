import { sql } from 'kysely';
import { openStore, type Store } from '../store/open-store.ts';
import { memoryStore } from '../store/test-store.ts';
import { throwawayPostgres, type ThrowawayPostgres } from '../store/throwaway-postgres.ts';
import { archiveIndexes, describePlan, fillAsRestore, planNodes, planOf } from './archive-plan-fill.ts';
import { archivePageQuery } from './archive-queries.ts';

// From 3 characters, a search of the archive uses an index at a million records, on both
// stores: a sequential scan reads the whole table. The plan is the one PostgreSQL would run for the
// list's own query (archivePageQuery).
const APP = 'plan-app';
const RECORDS = 1_000_000;
/** The page the archive view asks for. */
const PAGE = 200;
// Both stores fill at once (PGlite works in this thread, PostgreSQL in its own processes), most of
// the time in the trigram index's build, and slower still when other test files share the cores:
// the bound is for a fill that hangs, not a budget.
const FILL_MS = 900_000;
const SEARCH_MS = 30_000;

interface Filled {
  store: Store;
  /** The secondary indexes before the fill dropped them, to compare with what it created again. */
  migrated: string[];
}

let postgres: ThrowawayPostgres | undefined;
const stores = new Map<string, Filled>();

async function filled(store: Store): Promise<Filled> {
  const migrated = await archiveIndexes(store.db);
  await fillAsRestore(store.db, APP, RECORDS);
  return { store, migrated };
}

beforeAll(async () => {
  postgres = await throwawayPostgres();
  const [pglite, server] = await Promise.all([memoryStore(), openStore({ DATABASE_URL: postgres.url }, '.')]);
  const [onPglite, onServer] = await Promise.all([filled(pglite), filled(server)]);
  stores.set('PGlite', onPglite).set('PostgreSQL', onServer);
}, FILL_MS);
afterAll(async () => {
  for (const { store } of stores.values()) await store.close();
  postgres?.remove();
});

function storeOf(name: string): Store {
  const found = stores.get(name);
  if (!found) throw new Error(`${name} was not filled`);
  return found.store;
}

/** What a support agent types, taken from the archive itself: the newest record's sender. */
async function newestSender(store: Store) {
  const row = await store.db
    .selectFrom('archive_messages')
    .where('app_id', '=', APP)
    .select(['sender_uid', 'sender_name'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { uid: row.sender_uid ?? '', name: (row.sender_name ?? '').toLowerCase() };
}

const searches: [string, (sender: { uid: string; name: string }) => string][] = [
  ['8 characters of a sender uid', (sender) => sender.uid.slice(-8)],
  ["a sender's whole name", (sender) => sender.name],
  ["the first 3 characters of a sender's last name", (sender) => sender.name.split(' ')[1]?.slice(0, 3) ?? ''],
  ['a word of the text', () => 'crypto'],
];

describe.each(['PGlite', 'PostgreSQL'])('the archive search at a million records on %s', (storeName) => {
  it("keeps the migrations' own indexes through the fill", async () => {
    const found = stores.get(storeName);
    expect(found?.migrated).toContainEqual(
      expect.stringMatching(/^CREATE INDEX archive_messages_search .* gin \(search gin_trgm_ops\)$/),
    );
    expect(await archiveIndexes(storeOf(storeName).db)).toEqual(found?.migrated);
  });

  it.each(searches)(
    'for %s walks an index, never the whole archive, and finds the rows holding it',
    async (_, typed) => {
      const { db } = storeOf(storeName);
      const q = typed(await newestSender(storeOf(storeName)));
      expect(q.length).toBeGreaterThanOrEqual(3);
      const query = archivePageQuery(db, APP, { q, limit: PAGE });
      const plan = await planOf(db, query.compile());
      const nodes = planNodes(plan);
      const indexes = (await archiveIndexes(db)).map((definition) => definition.split(' ')[2]);
      expect(
        nodes.filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'archive_messages'),
        describePlan(plan),
      ).toEqual([]);
      expect(
        nodes.some((node) => indexes.includes(node['Index Name'] ?? '')),
        describePlan(plan),
      ).toBe(true);

      // The rows are those whose search text holds what was typed (strpos, not LIKE: another way to the same answer).
      const ids = (await query.execute()).map((row) => row.message_id);
      const holding = db
        .selectFrom('archive_messages')
        .where('app_id', '=', APP)
        .where(sql<boolean>`strpos(search, ${q}) > 0`);
      const { count } = await holding.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      expect(count).toBeGreaterThan(0);
      const newest = await holding
        .select('message_id')
        .orderBy('created_at', 'desc')
        .orderBy('message_id', 'desc')
        .limit(PAGE + 1)
        .execute();
      expect(ids).toEqual(newest.map((row) => row.message_id));
      expect(ids).toHaveLength(Math.min(count, PAGE + 1));
    },
    SEARCH_MS,
  );
});
