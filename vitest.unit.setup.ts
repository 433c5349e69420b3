import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { PGliteThread } from './server/store/pglite-thread.ts';

// Unit tests stay fast by rule (docs/testing.md): a PGlite started from nothing runs initdb, which
// takes 17-25 s on a busy 2-core machine. A unit test loads the migrated template instead
// (server/store/test-store.ts); one that needs a fresh database is an integration test. Refused here
// loudly, so a slow test cannot slip into the quick step unnoticed.

// A StoreError, so that openStore passes the words on instead of its own "cannot open".
const refuse = async (): Promise<never> => {
  const { StoreError } = await import('./server/store/store-error.ts');
  throw new StoreError(
    'a unit test started PGlite from nothing (initdb: many seconds)',
    'load the migrated template with useMemoryStore() or memoryStore() from server/store/test-store.ts, ' +
      'or rename the test file to *.integration.test.ts (docs/testing.md)',
  );
};

/** A data folder PostgreSQL has not made yet: opening it runs initdb. */
const fromNothing = (dataDir: string | undefined) =>
  !dataDir || dataDir.startsWith('memory://') || !existsSync(join(dataDir.replace(/^file:\/\//, ''), 'PG_VERSION'));

// Set up once per worker: files share a worker's modules (vite.config.ts: `isolate: false`), and a
// second wrap would see the first one's arguments.
const GUARDED = Symbol.for('dashboard.unit.pglite-guarded');
const marked = globalThis as { [GUARDED]?: true };
if (!marked[GUARDED]) {
  marked[GUARDED] = true;
  const create = PGlite.create.bind(PGlite) as (...args: unknown[]) => Promise<PGlite>;
  PGlite.create = ((dataDirOrOptions?: string | PGliteOptions, maybeOptions?: PGliteOptions) => {
    const [dataDir, options] =
      typeof dataDirOrOptions === 'string'
        ? [dataDirOrOptions, maybeOptions]
        : [dataDirOrOptions?.dataDir, dataDirOrOptions];
    if (!options?.loadDataDir && fromNothing(dataDir)) return refuse();
    return create(dataDirOrOptions, maybeOptions);
  }) as typeof PGlite.create;

  const open = PGliteThread.open.bind(PGliteThread);
  PGliteThread.open = (dataDir, options) => {
    if (fromNothing(dataDir)) return refuse();
    return open(dataDir, options);
  };
}
