// Makes sure a PostgreSQL server's programs (initdb, pg_ctl) exist for the store's integration
// test, which starts a throwaway cluster. On Debian as root it installs the `postgresql` package
// with apt (the cluster Debian creates is not used); elsewhere it says what to do.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or undefined. */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN_DIR)
    return existsSync(join(process.env.POSTGRES_BIN_DIR, 'initdb')) ? process.env.POSTGRES_BIN_DIR : undefined;
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(ROOT, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

export function ensurePostgresql() {
  const found = postgresBinDir();
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    throw new Error(
      "The store's integration test needs PostgreSQL's programs (initdb, pg_ctl). " +
        (isDebian
          ? 'Install them with: sudo apt-get install -y postgresql'
          : 'Install PostgreSQL, then set POSTGRES_BIN_DIR to the folder holding initdb.'),
    );
  }
  console.log('Installing PostgreSQL with apt (Debian package "postgresql")...');
  const run = (args) =>
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  run(['update', '-qq']);
  run(['install', '-y', '-qq', '--no-install-recommends', 'postgresql']);
  const installed = postgresBinDir();
  if (!installed) throw new Error(`apt installed postgresql, but no initdb is under ${ROOT}.`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensurePostgresql());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
