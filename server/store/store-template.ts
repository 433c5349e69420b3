import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import { pgliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
export const PGLITE_OPTIONS = { extensions: { pg_trgm }, parsers: { 20: Number } };

/** The template's file: named by PGlite's version and the migrations' text, so a change makes a new one. */
function templateFile(): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.parse(readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'))
      .version,
  );
  for (const name of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(readFileSync(new URL(name, MIGRATIONS_DIR)));
  return join(tmpdir(), 'dashboard-store-template', `${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * A migrated, empty in-memory store as PGlite's data folder, made once and kept in the system's
 * temporary folder. Tests load it instead of starting PGlite from nothing: a new database runs
 * initdb, which takes several times longer than loading a copy. Written aside and renamed, so
 * parallel makers never see half a file.
 */
export async function storeTemplate(): Promise<Blob> {
  const file = templateFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await PGlite.create('memory://', PGLITE_OPTIONS);
    const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('gzip');
    await db.destroy();
    await mkdir(join(file, '..'), { recursive: true });
    const aside = `${file}.${process.pid}.tmp`;
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
    return dump;
  }
}
