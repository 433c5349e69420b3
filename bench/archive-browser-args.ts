export interface ArchiveBrowserArgs {
  records: number;
  /** Keep the filled data folder under /tmp and reuse it next time (a fill of 1,000,000 takes minutes). */
  cache: boolean;
  /** Runs of each part (cold loads for the first row, scrolls, searches): the budgets hold the median of 5. */
  runs: number;
  /** Exit with status 1 when a budget is breached (as `npm run bench -- --check` does). */
  check: boolean;
}

export const ARCHIVE_BROWSER_USAGE = `Usage: npm run bench:archive -- [records] [--cache] [--runs N] [--check]
  records   archived records to fill (default 1000000)
  --cache   keep the filled data folder under /tmp and reuse it on the next run
  --runs N  runs of each part: cold loads for the first row, scrolls, searches (default 5)
  --check   exit with status 1 when a budget is breached, naming it
  DASHBOARD_DIST_DIR=dir serves that build instead of building the SPA first`;

export function parseArchiveBrowserArgs(argv: readonly string[]): ArchiveBrowserArgs {
  const args: ArchiveBrowserArgs = { records: 1_000_000, cache: false, runs: 5, check: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--cache') args.cache = true;
    else if (arg === '--check') args.check = true;
    else if (arg === '--runs') {
      const runs = Number(argv[++i]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 50)
        throw new Error(`--runs takes a whole number from 1 to 50\n${ARCHIVE_BROWSER_USAGE}`);
      args.runs = runs;
    } else if (/^\d+$/.test(arg) && Number(arg) >= 1000) args.records = Number(arg);
    else
      throw new Error(
        `unknown argument ${JSON.stringify(arg)} (records start at 1000: a page of 200 must be several screens)\n${ARCHIVE_BROWSER_USAGE}`,
      );
  }
  return args;
}
