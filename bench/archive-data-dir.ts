import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openStore } from '../server/store/open-store.ts';
import type { Database } from '../server/store/schema.ts';
import { fillArchive } from './archive-fill.ts';

export interface FilledDataDir {
  /** The PGlite data folder, for DASHBOARD_DATA_DIR. */
  path: string;
  /** How the fill went: undefined when a cached folder was reused. */
  fill?: { seconds: number; recordsPerSecond: number };
  /** Removes the folder, unless it is the cache kept for the next run. */
  remove(): Promise<void>;
}

/** Where `--cache` keeps a filled folder between runs: under /tmp, never in the repository. */
export const cacheDirFor = (appId: string, total: number, name = 'archive-browser') =>
  join(tmpdir(), `${name}-${appId}-${total}`);

/** Fills the store: the archive benches' year of records by default (bench/archive-fill.ts). */
export interface DataDirFill {
  /** Names the cached folder, so two fills never share one. */
  name: string;
  fill: (db: Kysely<Database>, appId: string, total: number, progress: (done: number) => void) => Promise<number>;
}
const YEAR_FILL: DataDirFill = { name: 'archive-browser', fill: fillArchive };

/**
 * A PGlite data folder holding `total` archived records for `appId`. With `cache`, a folder
 * filled by an earlier run is reused (its marker is written only once the fill has finished).
 */
export async function filledDataDir(
  appId: string,
  total: number,
  cache: boolean,
  progress: (line: string) => void,
  { name, fill }: DataDirFill = YEAR_FILL,
): Promise<FilledDataDir> {
  const root = cache ? cacheDirFor(appId, total, name) : await mkdtemp(join(tmpdir(), `${name}-`));
  const path = join(root, 'data');
  const marker = join(root, 'filled');
  const remove = cache ? async () => undefined : () => rm(root, { recursive: true, force: true });
  if (cache && existsSync(marker)) {
    progress(`reusing the filled data folder ${root}`);
    return { path, remove };
  }
  await rm(path, { recursive: true, force: true });
  const store = await openStore({ DASHBOARD_DATA_DIR: path }, '.');
  const started = performance.now();
  try {
    const recordsPerSecond = await fill(store.db, appId, total, (done) => {
      if (done % 100_000 === 0 || done === total)
        progress(`filled ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} records`);
    });
    const seconds = (performance.now() - started) / 1000;
    await store.close();
    if (cache) await writeFile(marker, `${new Date().toISOString()}\n`);
    return { path, fill: { seconds, recordsPerSecond }, remove };
  } catch (error) {
    await store.close().catch(() => undefined);
    await remove();
    throw error;
  }
}
