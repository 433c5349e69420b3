import type { Browser, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { HEAVY_SENDER, HEAVY_SENDER_BLOCKS } from './archive-fill.ts';
import { appearedAt, withPage } from './browser/session.ts';
import { fromRuns, reasonOf, type Measurement } from './figures.ts';

// The case page's table, and the same rows painted before the app ran ("… (the page is still loading)").
const ARCHIVED_TABLE = /^Archived blocks of this sender/;

interface CaseLoad {
  /** Navigation → the first archived block on screen: painted (src/app/first-rows) or the app's. */
  shown: number;
  /** Navigation → the app's own first row, whose links open the message and its rule. */
  app: number;
}

/** Opens the case page of the sender with 10,000 archived blocks. */
async function openCase(page: Page, appId: string): Promise<CaseLoad> {
  await page.goto(paths.sender(appId, HEAVY_SENDER), { waitUntil: 'commit' });
  const table = page.getByRole('table', { name: ARCHIVED_TABLE });
  const shown = table.locator('tbody tr, [role=row]:has([role=cell])').first();
  const app = table.locator('tbody tr').first();
  return {
    shown: await appearedAt(shown, 'the case page’s first archived block', 60_000),
    app: await appearedAt(app, 'the case page’s own first archived block', 60_000),
  };
}

/**
 * The sender's case page on a sender with 10,000 archived blocks (issue 44): cold loads, one
 * discarded first to warm the server, as the archive list's first row is timed.
 */
export async function measureSenderCase(
  browser: Browser,
  baseURL: string,
  appId: string,
  records: number,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  if (records < HEAVY_SENDER_BLOCKS) return [];
  await withPage(browser, baseURL, (page) => openCase(page, appId)).catch(() => undefined);
  const results: (CaseLoad | { failed: string })[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`sender's case page: cold load ${run} of ${runs}`);
    results.push(
      await withPage(browser, baseURL, (page) => openCase(page, appId)).catch((error: unknown) => ({
        failed: reasonOf(error),
      })),
    );
  }
  const of = (pick: keyof CaseLoad) => results.map((r) => ('failed' in r ? r : r[pick]));
  const sender = `the case page of a sender with ${HEAVY_SENDER_BLOCKS.toLocaleString('en-US')}`;
  return [
    {
      id: `archive.${records}.senderCaseFirstRow`,
      section: 'scale',
      label: `archive, ${records.toLocaleString('en-US')} records: navigation → first archived block on ${sender} (cold cache)`,
      figure: fromRuns(of('shown'), 'ms'),
    },
    {
      id: `archive.${records}.senderCaseAppRow`,
      section: 'scale',
      label: `archive, ${records.toLocaleString('en-US')} records: navigation → the app's own first archived block (links work) on ${sender} (cold cache)`,
      figure: fromRuns(of('app'), 'ms'),
    },
  ];
}
