import type { Browser, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { HEAVY_SENDER, HEAVY_SENDER_BLOCKS } from './archive-fill.ts';
import { appearedAt, withPage } from './browser/session.ts';
import { fromRuns, reasonOf, type Measurement } from './figures.ts';

/** Navigation → the first archived block on the case page of the sender with 10,000 of them. */
async function openCase(page: Page, appId: string): Promise<number> {
  await page.goto(paths.sender(appId, HEAVY_SENDER), { waitUntil: 'commit' });
  const firstRow = page.getByRole('table', { name: 'Archived blocks of this sender' }).locator('tbody tr').first();
  return appearedAt(firstRow, 'the case page’s first archived block', 60_000);
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
  const results: (number | { failed: string })[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`sender's case page: cold load ${run} of ${runs}`);
    results.push(
      await withPage(browser, baseURL, (page) => openCase(page, appId)).catch((error: unknown) => ({
        failed: reasonOf(error),
      })),
    );
  }
  return [
    {
      id: `archive.${records}.senderCaseFirstRow`,
      section: 'scale',
      label: `archive, ${records.toLocaleString('en-US')} records: navigation → first archived block on the case page of a sender with ${HEAVY_SENDER_BLOCKS.toLocaleString('en-US')} (cold cache)`,
      figure: fromRuns(results, 'ms'),
    },
  ];
}
