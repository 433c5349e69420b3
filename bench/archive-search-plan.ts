/**
 * The archive search's plan at scale (issue 31): `npm run bench:archive-plan -- [records=1000000]`.
 * From 3 characters a search of the archive must walk an index, never the whole archive, on both
 * stores. Fills one app's archive as a restore does (archive-plan-fill.ts) in a throwaway
 * PostgreSQL (Debian's package), then in PGlite, prints the plan each would run for the list's
 * own query (a page of 200) for what a support agent types, and exits with status 1
 * when a plan reads the whole archive or uses none of its indexes. The integration test
 * (server/archive/archive-search-plan.integration.test.ts) checks the same at a small scale.
 */
import {
  archiveIndexes,
  describePlan,
  fillAsRestore,
  newestSender,
  PLAN_SEARCHES,
  planOf,
  planReach,
} from '../server/archive/archive-plan-fill.ts';
import { archivePageQuery } from '../server/archive/archive-queries.ts';
import { openStore, type Store } from '../server/store/open-store.ts';
import { memoryStore } from '../server/store/test-store.ts';
import { throwawayPostgres } from '../server/store/throwaway-postgres.ts';

const APP = 'plan-app';
const PAGE = 200;
const records = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1_000_000);
const progress = (line: string) => process.stderr.write(`bench: ${line}\n`);

/** Fills the store, checks its indexes came back as migrated, and names every plan that breaks the promise. */
async function check(name: string, store: Store): Promise<string[]> {
  const migrated = await archiveIndexes(store.db);
  const started = performance.now();
  await fillAsRestore(store.db, APP, records);
  progress(
    `${name}: ${records.toLocaleString('en-US')} records in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const problems: string[] = [];
  if (JSON.stringify(await archiveIndexes(store.db)) !== JSON.stringify(migrated))
    problems.push(`${name}: the fill did not leave the migrations' own indexes`);
  const sender = await newestSender(store.db, APP);
  for (const [what, typed] of PLAN_SEARCHES) {
    const q = typed(sender);
    const plan = await planOf(store.db, archivePageQuery(store.db, APP, { q, limit: PAGE }).compile());
    const { wholeArchiveScans, usesIndex } = await planReach(store.db, plan);
    console.log(`${name}, ${what} (${JSON.stringify(q)}): ${describePlan(plan)}`);
    if (wholeArchiveScans.length > 0 || !usesIndex)
      problems.push(`${name}, ${what}: the plan reads the whole archive (${describePlan(plan)})`);
  }
  return problems;
}

const postgres = await throwawayPostgres();
const stores: Store[] = [];
try {
  const [pglite, server] = await Promise.all([memoryStore(), openStore({ DATABASE_URL: postgres.url }, '.')]);
  stores.push(pglite, server);
  // One store after the other: PGlite works in this thread, and while it fills for seconds on end
  // the PostgreSQL pool's connection attempts would time out.
  const problems = [...(await check('PostgreSQL', server)), ...(await check('PGlite', pglite))];
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
} finally {
  for (const store of stores) await store.close();
  postgres.remove();
}
