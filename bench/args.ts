export interface BenchArgs {
  /** Exit non-zero when a budget is breached. */
  check: boolean;
  /** Only the size part: a build and the manifest, no server and no browser. */
  sizeOnly: boolean;
  /** Only the server part: the proxy's added latency, no build and no browser. */
  serverOnly: boolean;
  /** Runs per fast figure (slow ones take fewer, at least 1). */
  runs: number;
  /** Only these parts (a quick look at one change); undefined: every part. */
  only?: readonly BenchPart[];
}

/** The parts a full run measures, in order. */
export const BENCH_PARTS = ['start', 'waterfall', 'peer', 'scale', 'interaction', 'server'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

function isPart(name: string): name is BenchPart {
  return (BENCH_PARTS as readonly string[]).includes(name);
}

export const USAGE = `Usage: npm run bench -- [--check] [--size-only | --server-only] [--runs N]
  --check        exit with status 1 when a budget is breached, naming it
  --size-only    measure only the first-load JS/CSS of each route (no server, no browser)
  --server-only  measure only the latency the proxy adds (no build, no browser);
                 prints the table but writes no results file, so a full run's stays
  --runs N       runs per figure (default 5; the slow figures take 3 when N is 5)
  --only A,B     measure only these parts (${BENCH_PARTS.join(', ')}) besides the sizes;
                 like --server-only, it writes no results file`;

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
      if (!Number.isInteger(runs) || runs < 1 || runs > 50)
        throw new Error(`--runs takes a whole number from 1 to 50, not ${JSON.stringify(value)}`);
      args.runs = runs;
    } else if (arg === '--only' || arg?.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      const parts = (value ?? '').split(',').filter((name) => name !== '');
      const unknown = parts.filter((name) => !isPart(name));
      if (parts.length === 0 || unknown.length > 0)
        throw new Error(`--only takes parts from ${BENCH_PARTS.join(', ')}, not ${JSON.stringify(value)}`);
      args.only = parts.filter(isPart);
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}\n${USAGE}`);
  }
  if (args.only && (args.sizeOnly || args.serverOnly)) throw new Error('--only excludes --size-only and --server-only');
  if (args.sizeOnly && args.serverOnly)
    throw new Error('--size-only and --server-only exclude each other; without either, every part runs');
  return args;
}

/** Runs for the slow figures (a 10000-record load, a save): about three fifths of the fast ones. */
export function slowRuns(runs: number): number {
  return Math.max(1, Math.round((runs * 3) / 5));
}
