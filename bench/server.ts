import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;

/**
 * The dashboard in emulator mode in a child process (bench/serve-child.ts) on a free port.
 * The child stops when its stdin closes, so it also stops if this process dies; `stop()` waits
 * for it and kills it if it hangs. `nodeArgs` go to its Node (a profiler, a GC trace); what it
 * prints besides its start line is then passed on to this process's stderr. `script` (in bench/)
 * runs another server that prints the same start line instead (the proxy bench's floor).
 */
export function startBenchServer(
  root: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  script = 'serve-child.ts',
): Promise<BenchServer> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0' };
  // Emulator mode whatever the caller's shell holds, unless the caller names a connections file.
  delete childEnv.DASHBOARD_CONFIG;
  delete childEnv.EMULATOR_FAULTS;
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'bench', script)], {
    cwd: root,
    env: childEnv,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 8000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the dashboard did not start within ${START_TIMEOUT_MS / 1000} s: ${stderr.trim()}`));
    }, START_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the dashboard exited with status ${code} before listening: ${stderr.trim()}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const { url } = JSON.parse(line) as { url?: string };
        if (!url) return;
        clearTimeout(timer);
        resolve({ url: url.replace(/\/$/, ''), stop });
      } catch {
        // Not the start line: the server printed something else.
        if (nodeArgs.length > 0) process.stderr.write(`${line}\n`);
      }
    });
  });
}
