import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgresql } from '../../scripts/ensure-postgresql.mjs';

/** A free port on loopback, found by binding and letting go. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() =>
          typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
        );
      })
      .on('error', reject);
  });
}

export interface ThrowawayPostgres {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

/**
 * A PostgreSQL cluster of its own for one test file: initdb in a temp folder, a free port on
 * 127.0.0.1, trust authentication, started and stopped with pg_ctl. PostgreSQL refuses to run
 * as root, so as root it runs as the `postgres` user Debian's package creates.
 */
export async function throwawayPostgres(): Promise<ThrowawayPostgres> {
  // Under Vitest only the integration project may start a cluster (seconds each, docs/testing.md):
  // a unit test that asks for one fails here, at once, with the way out.
  if (process.env.VITEST && process.env.DASHBOARD_TEST_PROJECT !== 'integration')
    throw new Error(
      'a unit test started a PostgreSQL cluster (seconds per file): rename the file to *.integration.test.ts (docs/testing.md)',
    );
  const bin = String(ensurePostgresql());
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot
      ? (['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]] as const)
      : ([join(bin, program), args] as const);
    execFileSync(command[0], [...command[1]], { stdio: 'pipe' });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'dashboard', '--no-sync', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
  start();
  return {
    url: `postgres://dashboard@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
