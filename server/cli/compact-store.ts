import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ConfigError } from '../config.ts';
import { openStore } from '../store/open-store.ts';

/**
 * `npm run store:compact`: gives the disk back the dead space of the embedded store in
 * DASHBOARD_DATA_DIR (default ./data). The running server's upkeep makes dead space reusable but
 * cannot shrink the files without holding every table for the whole rewrite, so this is done with
 * the server stopped (the folder's lock refuses it otherwise).
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function megabytes(dir: string): number {
  return Math.round(Number(execFileSync('du', ['-sk', dir]).toString().split('\t')[0]) / 1024);
}

async function main(): Promise<number> {
  if (process.env.DATABASE_URL) {
    process.stderr.write('DATABASE_URL is set: a PostgreSQL server vacuums on its own; nothing to do here.\n');
    return 1;
  }
  const dir = resolve(root, process.env.DASHBOARD_DATA_DIR || 'data');
  const store = await openStore({ DASHBOARD_DATA_DIR: dir }, root);
  try {
    const before = megabytes(dir);
    process.stderr.write(`Compacting the store in ${dir} (${before} MB); this holds the folder until it is done.\n`);
    await sql`vacuum full`.execute(store.db);
    await sql`checkpoint`.execute(store.db);
    process.stdout.write(`The store in ${dir}: ${before} MB before, ${megabytes(dir)} MB after.\n`);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The store's own errors say what to do (the folder is locked by a running server, cannot be written).
    process.stderr.write(`${error instanceof ConfigError ? error.message : 'Compacting the store failed.'}\n`);
    process.exit(1);
  },
);
