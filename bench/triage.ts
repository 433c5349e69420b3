import type { Browser, Page } from '@playwright/test';
import { fromRuns, p95, reasonOf, type Measurement } from './figures.ts';
import { loadBlockedList } from './blocked-list.ts';
import { withPage } from './browser/session.ts';
import { selectors } from './selectors.ts';

/** Triage over 500 live records, 50 presses of `j` and 20 decisions with `m`: enough presses for a p95. */
export const TRIAGE_RECORDS = 500;
export const NEXT_PRESSES = 50;
export const DECISIONS = 20;

type Run = number | { failed: string };

/**
 * Watches the open message from inside the page: for each `j` or `m`, the time from the key's
 * own timestamp to the first animation frame in which the drawer names another message and shows
 * its details (the frame that paints it). Kept in `window.__triage`.
 */
async function watchDrawer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { __triage: number[] }).__triage = samples;
    const shown = () => {
      const dialog = document.querySelector('[role="dialog"]');
      const titleId = dialog?.getAttribute('aria-labelledby');
      const title = titleId ? document.getElementById(titleId)?.textContent : undefined;
      const ready = [...(dialog?.querySelectorAll('h1, h2, h3, h4, h5, h6') ?? [])].some(
        (heading) => heading.textContent === 'Identifiers and times',
      );
      return ready ? title : undefined;
    };
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'j' && event.key !== 'm') return;
        const before = shown();
        const check = (frame: number) => {
          const now = shown();
          if (now && now !== before) samples.push(frame - event.timeStamp);
          else if (frame - event.timeStamp < 10_000) requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      },
      { capture: true },
    );
  });
}

async function samplesAfter(page: Page, count: number): Promise<number[]> {
  await page.waitForFunction((n) => (window as unknown as { __triage: number[] }).__triage.length >= n, count, {
    timeout: 15_000,
  });
  return page.evaluate(() => [...(window as unknown as { __triage: number[] }).__triage]);
}

/** Opens the first message of 500, then presses `key` `presses` times, one after each shown message. */
function triageRun(browser: Browser, baseURL: string, key: 'j' | 'm', presses: number): Promise<number> {
  return withPage(browser, baseURL, async (page) => {
    await loadBlockedList(page, TRIAGE_RECORDS);
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await selectors.messageDrawerContent(page).waitFor({ state: 'visible', timeout: 15_000 });
    await watchDrawer(page);
    for (let press = 1; press <= presses; press++) {
      await page.keyboard.press(key);
      await samplesAfter(page, press);
    }
    return p95(await samplesAfter(page, presses));
  });
}

export async function measureTriage(
  browser: Browser,
  baseURL: string,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const next: Run[] = [];
  const decide: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`interaction: triage, ${NEXT_PRESSES} presses of j, run ${run} of ${runs}`);
    next.push(
      await triageRun(browser, baseURL, 'j', NEXT_PRESSES).catch((error: unknown) => ({ failed: reasonOf(error) })),
    );
    progress(`interaction: triage, ${DECISIONS} decisions with m, run ${run} of ${runs}`);
    decide.push(
      await triageRun(browser, baseURL, 'm', DECISIONS).catch((error: unknown) => ({ failed: reasonOf(error) })),
    );
  }
  return [
    {
      id: 'interaction.triage.next',
      section: 'interaction',
      label: `triage over ${TRIAGE_RECORDS} live records: j → the next message's details painted (p95 of ${NEXT_PRESSES} presses)`,
      figure: fromRuns(next, 'ms'),
    },
    {
      id: 'interaction.triage.decide',
      section: 'interaction',
      label: `triage: m (mark reviewed) → the next message's details painted (p95 of ${DECISIONS} decisions; each is sent after its undo window)`,
      figure: fromRuns(decide, 'ms'),
    },
  ];
}
