import { spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The react-admin peer, a plain list on the same stack that the time to data is held against
 * (`../shared/peers/react-admin` from the project's root, or BENCH_PEER_DIR), built at bench time
 * in a temporary copy and served by `vite preview` with `/api` proxied to the dashboard under test.
 * Its code and build never enter this repository. Its dependencies come from npm's cache or the
 * registry, like the project's own (`npm ci --prefer-offline`); BENCH_PEER_OFFLINE=1 keeps npm to
 * its cache.
 */
export interface PeerServer {
  url: string;
  distDir: string;
  stop(): void;
}

const INSTALL_TIMEOUT_MS = 5 * 60_000;

/** npm names the registry's URL; the reason ends up in results and notes, which name no host. */
export function withoutHosts(reason: string): string {
  return reason
    .replace(
      /request to https?:\/\/[^/\s]+\/(\S+?) failed: cache mode is 'only-if-cached'.*/,
      (_, name: string) => `"${decodeURIComponent(name)}" is not in npm's cache`,
    )
    .replace(/https?:\/\/\S+/g, 'the registry');
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), INSTALL_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolvePromise();
      const reason = output
        .split('\n')
        .map((l) => l.replace(/^npm (?:error|ERR!)\s*/, '').trim())
        .find((l) => l !== '' && !/^(?:code|A complete log)/.test(l));
      reject(
        new Error(
          `${[command, ...args].join(' ')} failed (${code ?? 'killed'}): ${reason === undefined ? 'no output' : withoutHosts(reason)}`,
        ),
      );
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePromise(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** The shared folder is read-only: the copy must be writable for npm to install into it. */
function makeWritable(path: string) {
  chmodSync(path, statSync(path).isDirectory() ? 0o755 : 0o644);
  if (statSync(path).isDirectory()) for (const name of readdirSync(path)) makeWritable(join(path, name));
}

async function waitUntilServing(url: string, child: ReturnType<typeof spawn>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with status ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs / 1000} s`);
}

export async function startPeer(
  root: string,
  dashboardUrl: string,
  tempDirs: string[],
  progress: (line: string) => void,
): Promise<PeerServer> {
  const source = resolve(process.env.BENCH_PEER_DIR ?? join(root, '..', 'shared', 'peers', 'react-admin'));
  if (!existsSync(join(source, 'package.json'))) throw new Error(`no peer at ${source} (set BENCH_PEER_DIR)`);
  const dir = mkdtempSync(join(tmpdir(), 'dashboard-bench-peer-'));
  tempDirs.push(dir);
  cpSync(source, dir, { recursive: true, filter: (path) => !/[\\/](?:node_modules|dist)$/.test(path) });
  makeWritable(dir);
  const online = process.env.BENCH_PEER_OFFLINE !== '1';
  progress(`peer: installing its dependencies (${online ? 'npm may fetch' : 'offline, from npm’s cache'})`);
  try {
    // With its build tools: this process's own in-process build set NODE_ENV=production, which
    // would make npm leave out the peer's devDependencies (vite).
    await run(
      'npm',
      ['ci', '--include=dev', online ? '--prefer-offline' : '--offline', '--no-audit', '--no-fund'],
      dir,
    );
  } catch (error) {
    throw new Error(
      `its dependencies are not installable${online ? '' : ' offline'}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const vite = join(dir, 'node_modules', 'vite', 'bin', 'vite.js');
  progress('peer: building');
  await run(process.execPath, [vite, 'build', '--logLevel', 'error'], dir);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: dir,
      env: { ...process.env, PEER_TARGET: dashboardUrl },
      stdio: 'ignore',
    },
  );
  const stop = () => void child.kill('SIGTERM');
  process.once('exit', stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, distDir: join(dir, 'dist'), stop };
}
