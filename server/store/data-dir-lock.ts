import { createHash } from 'node:crypto';
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { dirname, join, relative, sep } from 'node:path';
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

/** How long making the data folder may take: a local disk does it in milliseconds. */
export const MAKE_DIR_TIMEOUT_MS = 10_000;

/** Folders the kernel makes up: no store can live there, and Node's recursive mkdir never returns on some of their paths. */
const KERNEL_VIEWS = ['/proc', '/sys'];

const kernelViewOf = (path: string) => KERNEL_VIEWS.find((root) => path === root || path.startsWith(`${root}/`));

/** The nearest folder that exists on the way up from `path`, as given and as its real path. */
async function nearestExisting(path: string): Promise<{ path: string; real: string }> {
  for (let current = path; ; current = dirname(current)) {
    try {
      return { path: current, real: await realpath(current) };
    } catch (error) {
      const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      if (!missing || dirname(current) === current) throw error;
    }
  }
}

export interface MakeDirOptions {
  timeoutMs?: number;
  /** One level, not recursive (tests stand in a disk that never answers). */
  makeDir?: (path: string) => Promise<unknown>;
}

/**
 * Makes the data folder one level at a time below the nearest existing one, refusing a kernel
 * view (a symlink into one too) and giving up in words when the disk does not answer in time.
 */
async function makeDataDir(dataDir: string, { timeoutMs = MAKE_DIR_TIMEOUT_MS, makeDir = mkdir }: MakeDirOptions) {
  const next = 'set DASHBOARD_DATA_DIR to a folder on a disk this user may write to';
  const make = async () => {
    const existing = await nearestExisting(dataDir);
    const view = kernelViewOf(dataDir) ?? kernelViewOf(existing.real);
    if (view)
      throw new StoreError(`${dataDir} is under ${view}, which the kernel makes up: no store can live there`, next);
    let current = existing.path;
    for (const part of relative(existing.path, dataDir).split(sep).filter(Boolean)) {
      current = join(current, part);
      await makeDir(current).catch((error: unknown) => {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      });
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new StoreError(
            `making the folder ${dataDir} did not finish within ${timeoutMs / 1000} s`,
            `check that its disk answers (a network mount that hangs?), or ${next}`,
          ),
        ),
      timeoutMs,
    );
  });
  await Promise.race([make(), late]).finally(() => clearTimeout(timer));
}

/**
 * The embedded store is one PostgreSQL in this process: a second server opening the same folder
 * would corrupt it. Creates the folder, takes its lock or refuses with a StoreError naming the
 * holder; returns the unlock.
 */
export async function lockDataDir(
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
  options: MakeDirOptions = {},
): Promise<() => Promise<void>> {
  await makeDataDir(dataDir, options);
  return platform === 'linux' ? lockWithSocket(dataDir) : lockWithFile(dataDir, process.pid);
}
