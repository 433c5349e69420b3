export interface ArchiveBrowserArgs {
  records: number;
  /** Keep the filled data folder under /tmp and reuse it next time (a fill of 1,000,000 takes minutes). */
  cache: boolean;
  /** Cold loads for the first-row figure; the scroll runs are three fifths of them. */
  runs: number;
}

export const ARCHIVE_BROWSER_USAGE = `Usage: npx tsx bench/archive-browser.ts [records] [--cache] [--runs N]
  records   archived records to fill (default 1000000)
  --cache   keep the filled data folder under /tmp and reuse it on the next run
  --runs N  cold loads for the first row (default 5); scrolls take three fifths of N
  DASHBOARD_DIST_DIR=dir serves that build instead of building the SPA first`;

export function parseArchiveBrowserArgs(argv: readonly string[]): ArchiveBrowserArgs {
  const args: ArchiveBrowserArgs = { records: 1_000_000, cache: false, runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--cache') args.cache = true;
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
