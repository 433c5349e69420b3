import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreError } from './store-error.ts';

const LOCK_FILE = 'dashboard.lock';

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * The embedded store is one PostgreSQL in this process: a second server opening the same folder
 * would corrupt it. The lock names the process that holds it; a lock left by a process that
 * is gone (a crash) is taken over. Returns the unlock.
 */
export async function lockDataDir(dataDir: string, pid = process.pid): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  try {
    await writeFile(file, String(pid), { flag: 'wx' });
  } catch {
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && running(holder)) {
      throw new StoreError(`the embedded store in ${dataDir} is in use by another dashboard server (process ${holder})`, 'stop that server, set DASHBOARD_DATA_DIR to another folder, or point both at one PostgreSQL server with DATABASE_URL');
    }
    await writeFile(file, String(pid));
  }
  return () => rm(file, { force: true });
}
