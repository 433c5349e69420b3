import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, sql } from 'kysely';
import { pgliteDialect } from './pglite-dialect.ts';
import { PGliteThread, STALLED } from './pglite-thread.ts';
import type { Database } from './schema.ts';
import { STORE_START_MS } from './test-store.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Never ends, and never yields: what PGlite does after a WAL write the disk refused.
const FOREVER = sql`with recursive t(n) as (select 1 union all select n + 1 from t) select count(*) from t`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'store-stall-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the embedded store on disk', () => {
  it(
    "keeps the server's own thread free while the store is stuck in a query",
    async () => {
      // In a process of its own: where the store runs on the server's thread, that process hangs for good.
      const script = join(dir, 'stuck.mts');
      await writeFile(
        script,
        `
      import { sql } from ${JSON.stringify(import.meta.resolve('kysely'))};
      import { openStore } from ${JSON.stringify(join(root, 'server/store/open-store.ts'))};
      const store = await openStore({ DASHBOARD_DATA_DIR: ${JSON.stringify(join(dir, 'data'))} }, '/', () => undefined);
      void sql\`with recursive t(n) as (select 1 union all select n + 1 from t) select count(*) from t\`.execute(store.db).catch(() => undefined);
      process.stdout.write('stuck\\n');
      setInterval(() => process.stdout.write('tick\\n'), 100);
    `,
      );
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        const ticks = await new Promise<number>((resolvePromise) => {
          let output = '';
          let stuckAt: number | undefined;
          child.stdout.on('data', (chunk) => {
            output += String(chunk);
            if (stuckAt === undefined && output.includes('stuck')) {
              stuckAt = Date.now();
              setTimeout(() => resolvePromise(output.split('\n').filter((line) => line === 'tick').length), 3000);
            }
          });
          child.on('exit', () => resolvePromise(-1));
        });
        // Ten a second were asked for; a loaded machine still gives more than a few in 3 s.
        expect(ticks).toBeGreaterThanOrEqual(5);
      } finally {
        child.kill('SIGKILL');
      }
    },
    STORE_START_MS,
  );

  it(
    'fails the stuck query, and every one after it, in words, once it has not answered in time',
    async () => {
      const stalls: string[] = [];
      const thread = await PGliteThread.open(join(dir, 'thread'), {
        queryTimeoutMs: 1500,
        onStall: (problem) => stalls.push(problem),
      });
      const db = new Kysely<Database>({ dialect: pgliteDialect(thread) });
      try {
        expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
        const stuck = FOREVER.execute(db);
        const queued = sql`select 2`.execute(db);
        await expect(stuck).rejects.toMatchObject({
          code: STALLED,
          message: expect.stringContaining('did not answer within 1.5 s'),
        });
        await expect(queued).rejects.toMatchObject({ code: STALLED });
        await expect(sql`select 3`.execute(db)).rejects.toMatchObject({ code: STALLED });
        expect(stalls).toEqual(['a query did not answer within 1.5 s']);
      } finally {
        await db.destroy();
      }
    },
    STORE_START_MS,
  );
});
