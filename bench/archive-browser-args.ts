/** The bench's parts, in the order they run: the first row, scrolling, search as you type, a sender's case page. */
export const ARCHIVE_PARTS = ['start', 'scroll', 'search', 'sender'] as const;
export type ArchivePart = (typeof ARCHIVE_PARTS)[number];

export interface ArchiveBrowserArgs {
  records: number;
  /** Keep the filled data folder under /tmp and reuse it next time (a fill of 1,000,000 takes minutes). */
  cache: boolean;
  /** Runs of each part (cold loads for the first row, scrolls, searches): the budgets hold the median of 5. */
  runs: number;
  /** Exit with status 1 when a budget is breached (as `npm run bench -- --check` does). */
  check: boolean;
  /** The parts to run (all unless `--only` names some). */
  parts: ArchivePart[];
}

export const ARCHIVE_BROWSER_USAGE = `Usage: npm run bench:archive -- [records] [--cache] [--runs N] [--check] [--only parts]
  records   archived records to fill (default 1000000)
  --cache   keep the filled data folder under /tmp and reuse it on the next run
  --runs N  runs of each part: cold loads for the first row, scrolls, searches (default 5)
  --check   exit with status 1 when a budget is breached, naming it
  --only P  run only these parts, comma separated: ${ARCHIVE_PARTS.join(', ')} (the first row, scrolling, search, a sender's case page)
  DASHBOARD_DIST_DIR=dir serves that build instead of building the SPA first`;

export function parseArchiveBrowserArgs(argv: readonly string[]): ArchiveBrowserArgs {
  const args: ArchiveBrowserArgs = {
    records: 1_000_000,
    cache: false,
    runs: 5,
    check: false,
    parts: [...ARCHIVE_PARTS],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--cache') args.cache = true;
    else if (arg === '--check') args.check = true;
    else if (arg === '--only') {
      const named = (argv[++i] ?? '').split(',');
      const unknown = named.filter((part) => !(ARCHIVE_PARTS as readonly string[]).includes(part));
      if (unknown.length > 0)
        throw new Error(
          `--only takes parts from ${ARCHIVE_PARTS.join(', ')}, not ${JSON.stringify(unknown.join(','))}\n${ARCHIVE_BROWSER_USAGE}`,
        );
      args.parts = ARCHIVE_PARTS.filter((part) => named.includes(part));
    } else if (arg === '--runs') {
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
