import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../server/store/open-store.ts';
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
export const cacheDirFor = (appId: string, total: number) => join(tmpdir(), `archive-browser-${appId}-${total}`);

/**
 * A PGlite data folder holding `total` archived records for `appId`. With `cache`, a folder
 * filled by an earlier run is reused (its marker is written only once the fill has finished).
 */
export async function filledDataDir(
  appId: string,
  total: number,
  cache: boolean,
  progress: (line: string) => void,
): Promise<FilledDataDir> {
  const root = cache ? cacheDirFor(appId, total) : await mkdtemp(join(tmpdir(), 'archive-browser-'));
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
    const recordsPerSecond = await fillArchive(store.db, appId, total, (done) => {
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
