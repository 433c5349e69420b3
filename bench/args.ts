export interface BenchArgs {
  /** Exit non-zero when a budget is breached. */
  check: boolean;
  /** Only the size part: a build and the manifest, no server and no browser. */
  sizeOnly: boolean;
  /** Only the server part: the proxy's added latency, no build and no browser. */
  serverOnly: boolean;
  /** Runs per fast figure (slow ones take fewer, at least 1). */
  runs: number;
}

export const USAGE = `Usage: npm run bench -- [--check] [--size-only | --server-only] [--runs N]
  --check        exit with status 1 when a budget is breached, naming it
  --size-only    measure only the first-load JS/CSS of each route (no server, no browser)
  --server-only  measure only the latency the proxy adds (no build, no browser);
                 prints the table but writes no results file, so a full run's stays
  --runs N       runs per figure (default 5; the slow figures take 3 when N is 5)`;

export function parseArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = { check: false, sizeOnly: false, serverOnly: false, runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--check') args.check = true;
    else if (arg === '--size-only') args.sizeOnly = true;
    else if (arg === '--server-only') args.serverOnly = true;
    else if (arg === '--runs' || arg?.startsWith('--runs=')) {
      const value = arg === '--runs' ? argv[++i] : arg.slice('--runs='.length);
      const runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`--runs takes a whole number from 1 to 50, not ${JSON.stringify(value)}`);
      args.runs = runs;
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  if (args.sizeOnly && args.serverOnly) throw new Error('--size-only and --server-only exclude each other; without either, every part runs');
  return args;
}

/** Runs for the slow figures (a 10000-record load, a save): about three fifths of the fast ones. */
export function slowRuns(runs: number): number {
  return Math.max(1, Math.round((runs * 3) / 5));
}
