import { sql } from 'kysely';
import { startUpkeep, upkeepOnce } from './embedded-upkeep.ts';
import type { Store } from './open-store.ts';
import { emptyStore, memoryStore, STORE_START_MS } from './test-store.ts';

// A store of its own, not the worker's: other files' DELETEs leave dead rows, and their counts
// reach the statistics when PostgreSQL next reports them, even after a vacuum here. These tests
// must find only the dead rows they make.
let own: Store | undefined;
const store = () => {
  if (!own) throw new Error('the store is not open yet');
  return own;
};
beforeAll(async () => {
  own = await memoryStore();
}, STORE_START_MS);
afterAll(() => own?.close());
beforeEach(() => emptyStore(store()));

const deadRows = async (table: string) =>
  (
    await sql<{
      dead: number;
    }>`select n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`.execute(store().db)
  ).rows[0]?.dead ?? 0;

/** Rows rewritten in place leave their old versions behind as dead rows, as every poll once did. */
async function churn(times: number) {
  await sql`insert into leases (name, holder, expires_at) select 'lease-' || n, 'a', 0 from generate_series(1, 100) n`.execute(
    store().db,
  );
  for (let i = 0; i < times; i++) await sql`update leases set expires_at = expires_at + 1`.execute(store().db);
}

describe("the embedded store's upkeep", () => {
  it('vacuums each table holding dead rows, and only those, then checkpoints', async () => {
    await churn(3);
    const report = await upkeepOnce(store().db);
    expect(report.vacuumed).toEqual([{ table: 'leases', deadRows: expect.any(Number) }]);
    expect(await deadRows('leases')).toBe(0);
    expect((await upkeepOnce(store().db)).vacuumed).toEqual([]);
  });

  it('runs on its schedule, says in the log what it vacuumed, and stops', async () => {
    await churn(1);
    const lines: string[] = [];
    const upkeep = startUpkeep(store().db, (line) => lines.push(line), 20);
    await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000 });
    await upkeep.stop();
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      event: 'store-upkeep',
      vacuumed: [{ table: 'leases', deadRows: expect.any(Number) }],
    });
  });
});
