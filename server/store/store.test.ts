import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateToLatest } from './migrate.ts';
import { openStore, type Store } from './open-store.ts';
import { StoreError } from './store-error.ts';
import { memoryStore, STORE_START_MS } from './test-store.ts';

let store: Store;
beforeAll(async () => {
  store = await memoryStore();
}, STORE_START_MS);
afterAll(() => store.close());

describe('the embedded store', () => {
  it('is migrated at open: every table exists, and migrating again changes nothing', async () => {
    const tables = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(store.db);
    expect(tables.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'archive_messages',
        'archive_gaps',
        'leases',
        'audit_entries',
        'sign_in_failures',
        'session_revocations',
      ]),
    );
    expect(await migrateToLatest(store.db)).toEqual([]);
  });

  it('reads counts and bigint times as numbers', async () => {
    await store.db.insertInto('leases').values({ name: 'n', holder: 'h', expires_at: 1_767_225_600_123 }).execute();
    const row = await store.db
      .selectFrom('leases')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('expires_at').as('latest')])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ count: 1, latest: 1_767_225_600_123 });
    await store.db.deleteFrom('leases').execute();
  });

  it('rolls a failed transaction back whole, and other callers wait for it rather than interleave', async () => {
    const failing = store.db.transaction().execute(async (trx) => {
      await trx.insertInto('leases').values({ name: 'a', holder: 'h', expires_at: 1 }).execute();
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('half way');
    });
    // Queued behind the transaction: it must not see (or be rolled back with) the first insert.
    const outside = store.db.insertInto('leases').values({ name: 'b', holder: 'h', expires_at: 2 }).execute();
    await expect(failing).rejects.toThrow('half way');
    await outside;
    const names = await store.db.selectFrom('leases').select('name').execute();
    expect(names).toEqual([{ name: 'b' }]);
    await store.db.deleteFrom('leases').execute();
  });

  it('refuses a database migrated by a newer dashboard, naming the unknown migration', async () => {
    await store.db
      .insertInto('kysely_migration' as never)
      .values({ name: '999-from-the-future', timestamp: new Date().toISOString() } as never)
      .execute();
    try {
      await expect(migrateToLatest(store.db)).rejects.toThrow(
        /newer version of the dashboard \(migration 999-from-the-future/,
      );
    } finally {
      await sql`delete from kysely_migration where name = '999-from-the-future'`.execute(store.db);
    }
  });
});

describe('opening a store that cannot be used', () => {
  it('says which PostgreSQL server could not be reached and why, never the password', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const opening = openStore({ DATABASE_URL: `postgres://dash:hunter2-secret@127.0.0.1:${port}/dashboard` }, tmpdir());
    await expect(opening).rejects.toThrow(
      `cannot reach the PostgreSQL server at 127.0.0.1:${port}/dashboard (ECONNREFUSED`,
    );
    await expect(opening).rejects.not.toThrow(/hunter2/);
  });

  it('will not open a data folder that another server holds, even once every file in it is deleted, by any path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-lock-'));
    try {
      const unlock = await lockDataDir(join(dir, 'data'));
      for (const name of await readdir(join(dir, 'data')))
        await rm(join(dir, 'data', name), { recursive: true, force: true });
      await symlink(join(dir, 'data'), join(dir, 'link'));
      for (const path of [join(dir, 'data'), join(dir, 'link'), join(dir, 'link', '..', 'data')]) {
        await expect(lockDataDir(path)).rejects.toThrow(
          `is in use by another dashboard server (process ${process.pid})`,
        );
      }
      // Let go at stop (or when the process ends): the next server may open it.
      await unlock();
      await (
        await lockDataDir(join(dir, 'link'))
      )();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('where there are no abstract sockets, takes over a lock file whose process is gone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-lock-'));
    try {
      // The parent of this process is alive and is not this process.
      await writeFile(join(dir, 'dashboard.lock'), String(process.ppid));
      await expect(lockDataDir(dir, 'darwin')).rejects.toThrow(/in use by another dashboard server \(process \d+\)/);
      await writeFile(join(dir, 'dashboard.lock'), '999999999');
      await (
        await lockDataDir(dir, 'darwin')
      )();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each(['/proc/self/nope', '/sys/nope/data'])(
    'refuses %s at once, in words: a kernel view, not a folder on a disk',
    async (dataDir) => {
      const opening = openStore({ DASHBOARD_DATA_DIR: dataDir }, tmpdir());
      await expect(opening).rejects.toBeInstanceOf(StoreError);
      await expect(opening).rejects.toThrow(
        /could not open its store[\s\S]*is under \/(proc|sys), which the kernel makes up[\s\S]*DASHBOARD_DATA_DIR to a folder on a disk/,
      );
    },
    // Node's recursive mkdir never returns on /proc/self/nope: this bound is the test.
    5000,
  );

  it('stops the start in words when making the folder does not finish', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-slow-disk-'));
    try {
      const opening = lockDataDir(join(dir, 'data'), 'linux', { timeoutMs: 20, makeDir: () => new Promise(() => {}) });
      await expect(opening).rejects.toBeInstanceOf(StoreError);
      await expect(opening).rejects.toThrow(/making the folder .*data did not finish within 0.02 s/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('makes a data folder several levels below the nearest existing one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-deep-'));
    try {
      await (
        await lockDataDir(join(dir, 'a', 'b', 'data'))
      )();
      expect(await readdir(join(dir, 'a', 'b'))).toEqual(['data']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says in words, without a stack trace, that a data folder cannot be made', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-unwritable-'));
    try {
      await writeFile(join(dir, 'a-file'), '');
      const opening = openStore({ DASHBOARD_DATA_DIR: join(dir, 'a-file', 'data') }, tmpdir());
      await expect(opening).rejects.toBeInstanceOf(StoreError);
      await expect(opening).rejects.toThrow(
        /could not open its store[\s\S]*cannot open the embedded store in .*a-file\/data \(ENOTDIR\)[\s\S]*DASHBOARD_DATA_DIR names a folder this user may write to/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
