import type { Browser, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { appearedAt, pageNow, settle, withPage } from './browser/session.ts';
import { fromRuns, reasonOf, type Measurement } from './figures.ts';
import { LIST_ID, LIST_RULE_IDS, REMOVED_TERM, REPLAY_LISTS, REPLAY_RULES } from './replay-fill.ts';
import { longestTaskAfter } from './timings.ts';

/** Puts the bench's keyword list and rules into the emulator, with the ids the filled archive names. */
export async function seedReplayRules(restBase: string, apiKey: string): Promise<() => Promise<void>> {
  const send = async (path: string, body: unknown, method = 'POST') => {
    const response = await fetch(`${restBase}/moderation/${path}`, {
      method,
      headers: { apikey: apiKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the emulator refused ${path}: ${response.status} ${await response.text()}`);
  };
  for (const list of REPLAY_LISTS) await send('keywords', list);
  // The rules of the list only: the emulator has rules of its own, one of them the AI rule's id.
  for (const rule of REPLAY_RULES.filter((entry) => LIST_RULE_IDS.includes(entry.id))) await send('rules', rule);
  // Puts the list back as it was (a run saves it without the term).
  return () => send(`keywords/${LIST_ID}`, REPLAY_LISTS[0], 'PUT');
}

interface Run {
  /** Click on the term's remove button → the last affected rule's figures reached a frame. */
  shown: number;
  /** The replay request's start → the figures shown (the form waits 400 ms before asking). */
  requestToShown: number;
  /** The longest main-thread task from the click to the figures. */
  longestTask: number;
  /** Click on Save → the saved revision said, and that after the service's answer (the PUT's last byte). */
  saved: number;
}

/** One cold run: open the list's editor, choose 90 days, remove the term, wait for every rule's replay; save. */
function replayRun(browser: Browser, baseURL: string, appId: string): Promise<Run> {
  return withPage(browser, baseURL, async (page: Page) => {
    await page.goto(paths.keywordListEdit(appId, LIST_ID));
    const remove = page.getByRole('button', { name: `Remove ${REMOVED_TERM}`, exact: true });
    await remove.waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByText('90 days', { exact: true }).click();
    await settle(page, await pageNow(page), 500);
    await remove.click();
    const clicked = (await page.evaluate(() => window.__bench?.clicks.at(-1))) ?? Number.NaN;
    const cards = LIST_RULE_IDS.map((_id, index) =>
      page.getByRole('region', { name: `Replay of Words ${index + 1}` }).getByText('It would still block'),
    );
    let shown = 0;
    for (const card of cards) shown = Math.max(shown, await appearedAt(card, 'a replay card', 60_000));
    const requestStart = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/archive/replay'))
          .at(-1)?.startTime,
    );
    const longestTask = longestTaskAfter((await page.evaluate(() => window.__bench?.longTasks)) ?? [], clicked);

    // The PUT itself: the pages read the list again right after it, on the same address.
    const put = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes(`/keywords/${LIST_ID}`),
    );
    await page.getByRole('button', { name: 'Save keyword list' }).click();
    const savedAt = await appearedAt(page.getByRole('status').filter({ hasText: 'Saved' }), 'the saved revision');
    const answer = await put;
    await answer.finished();
    const timing = answer.request().timing();
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const answeredAt = timing.responseEnd < 0 ? undefined : timing.startTime + timing.responseEnd - timeOrigin;
    return {
      shown: shown - clicked,
      requestToShown: requestStart === undefined ? Number.NaN : shown - requestStart,
      longestTask,
      saved: answeredAt === undefined ? Number.NaN : savedAt - answeredAt,
    };
  });
}

/**
 * In Chromium, over the filled archive: the keyword-list editor's replay of a removed term at
 * 90 days, from the click to every affected rule's figures, with the longest main-thread task
 * meanwhile; and the save, from the service's answer to the revision said. Each run saves the
 * list, so the next run's page starts from the term removed: runs put it back first.
 */
export async function measureReplayInBrowser(
  browser: Browser,
  baseURL: string,
  appId: string,
  runs: number,
  restore: () => Promise<void>,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const results: (Run | { failed: string })[] = [];
  for (let run = 0; run < runs; run++) {
    await restore();
    results.push(await replayRun(browser, baseURL, appId).catch((error: unknown) => ({ failed: reasonOf(error) })));
    const last = results.at(-1);
    progress(`browser run ${run + 1}: ${last && 'failed' in last ? last.failed : JSON.stringify(last)}`);
  }
  const of = (key: keyof Run) => results.map((r) => ('failed' in r ? r : r[key]));
  const measurement = (id: string, label: string, key: keyof Run): Measurement => ({
    id,
    section: 'interaction',
    label,
    figure: fromRuns(of(key), 'ms'),
  });
  return [
    measurement(
      'replay.90.shown',
      'replay in the list editor, 90 days: remove a term → every rule’s figures shown',
      'shown',
    ),
    measurement(
      'replay.90.requestToShown',
      'replay in the list editor: its request sent → figures shown',
      'requestToShown',
    ),
    measurement(
      'replay.90.longestTask',
      'replay in the list editor: longest main-thread task meanwhile',
      'longestTask',
    ),
    measurement('replay.save', 'save: the service’s answer → the new revision said', 'saved'),
  ];
}
