import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { StoreError } from './store-error.ts';

const LOCK_FILE = 'dashboard.lock';

const inUse = (dataDir: string, holder: number | undefined) =>
  new StoreError(
    `the embedded store in ${dataDir} is in use by another dashboard server (process ${holder ?? 'unknown'})`,
    'stop that server, set DASHBOARD_DATA_DIR to another folder, or point both at one PostgreSQL server with DATABASE_URL',
  );

/** The lock's name: one per folder, whatever path leads to it (a symlink, `..`). */
export function lockSocketName(realDir: string): string {
  return `\0moderation-dashboard-store-${createHash('sha256').update(realDir).digest('hex')}`;
}

/** The process holding the lock, as it answers on the socket; undefined when it does not say. */
function askHolder(name: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection(name);
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(/^\d+$/.test(answer) ? Number(answer) : undefined));
  });
}

/**
 * Linux: an abstract Unix socket named from the folder's real path. The kernel holds it for as long
 * as this process lives (a crash lets go of it at once), and no file in the folder can be deleted
 * to get past it (docs/decisions/021).
 */
async function lockWithSocket(dataDir: string): Promise<() => Promise<void>> {
  const name = lockSocketName(await realpath(dataDir));
  const server: Server = createServer((socket) => socket.end(String(process.pid)));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(name, () => resolve());
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')
      throw inUse(dataDir, await askHolder(name));
    throw error;
  }
  server.unref();
  return () => new Promise((resolve) => server.close(() => resolve()));
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** Elsewhere (no abstract sockets): a file naming the process; one left by a process that is gone is taken over. */
async function lockWithFile(dataDir: string, pid: number): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  try {
    await writeFile(file, String(pid), { flag: 'wx' });
  } catch {
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && running(holder)) throw inUse(dataDir, holder);
    await writeFile(file, String(pid));
  }
  return () => rm(file, { force: true });
}

/**
 * The embedded store is one PostgreSQL in this process: a second server opening the same folder
 * would corrupt it. Creates the folder, takes its lock or refuses with a StoreError naming the
 * holder; returns the unlock.
 */
export async function lockDataDir(
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  return platform === 'linux' ? lockWithSocket(dataDir) : lockWithFile(dataDir, process.pid);
}
