import { sql } from 'kysely';
import { openStore, type Store } from '../store/open-store.ts';
import { memoryStore } from '../store/test-store.ts';
import { throwawayPostgres, type ThrowawayPostgres } from '../store/throwaway-postgres.ts';
import {
  archiveIndexes,
  describePlan,
  fillAsRestore,
  newestSender,
  PLAN_SEARCHES,
  planOf,
  planReach,
} from './archive-plan-fill.ts';
import { archivePageQuery } from './archive-queries.ts';

// Issue 31: from 3 characters, a search of the archive uses an index, on both stores. The plan is
// the one PostgreSQL would run for the list's own query (archivePageQuery). Here at a scale that
// fills in seconds; `npm run bench:archive-plan` checks the same at a million records.
const APP = 'plan-app';
const RECORDS = 50_000;
/** The page the archive view asks for. */
const PAGE = 200;
// The bound is for a fill that hangs, not a budget.
const FILL_MS = 300_000;
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

describe.each(['PGlite', 'PostgreSQL'].map((name) => [RECORDS.toLocaleString('en-US'), name]))(
  'the archive search at %s records on %s',
  (_, storeName) => {
    it("keeps the migrations' own indexes through the fill", async () => {
      const found = stores.get(storeName);
      expect(found?.migrated).toContainEqual(
        expect.stringMatching(/^CREATE INDEX archive_messages_search .* gin \(search gin_trgm_ops\)$/),
      );
      expect(await archiveIndexes(storeOf(storeName).db)).toEqual(found?.migrated);
    });

    it.each(PLAN_SEARCHES)(
      'for %s walks an index, never the whole archive, and finds the rows holding it',
      async (_, typed) => {
        const { db } = storeOf(storeName);
        const q = typed(await newestSender(db, APP));
        expect(q.length).toBeGreaterThanOrEqual(3);
        const query = archivePageQuery(db, APP, { q, limit: PAGE });
        const plan = await planOf(db, query.compile());
        const { wholeArchiveScans, usesIndex } = await planReach(db, plan);
        expect(wholeArchiveScans, describePlan(plan)).toEqual([]);
        expect(usesIndex, describePlan(plan)).toBe(true);

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
  },
);
