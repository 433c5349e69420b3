// The embedded store's PGlite, in a thread of its own (server/store/pglite-thread.ts): PGlite runs
// PostgreSQL synchronously, and a write that cannot reach the disk can make it spin for ever
// (XLogFlush after a failed WAL write). Here that stalls this thread, never the server's.
// Plain JavaScript so that it runs the same under tsx, Vitest and a bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const INT8 = 20;
const errorOf = (error) => ({
  message: error instanceof Error ? error.message : String(error),
  code: error !== null && typeof error === 'object' && typeof error.code === 'string' ? error.code : undefined,
});

let db;
try {
  db = await PGlite.create(workerData.dataDir, { extensions: { pg_trgm }, parsers: { [INT8]: Number } });
  parentPort.postMessage({ kind: 'open' });
} catch (error) {
  parentPort.postMessage({ kind: 'open-failed', error: errorOf(error) });
}

parentPort.on('message', async ({ id, sql, params, close }) => {
  if (close) {
    await db?.close().catch(() => undefined);
    parentPort.postMessage({ id, result: { rows: [] } });
    return;
  }
  try {
    const result = await db.query(sql, params);
    parentPort.postMessage({
      id,
      result: { rows: result.rows, command: result.command, rowCount: result.rowCount ?? result.affectedRows ?? 0 },
    });
  } catch (error) {
    parentPort.postMessage({ id, error: errorOf(error) });
  }
});
