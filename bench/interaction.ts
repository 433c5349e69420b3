import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { paths } from '../contract/paths.ts';
import { fromRuns, reasonOf, type Measurement } from './figures.ts';
import { loadBlockedList } from './blocked-list.ts';
import { APP_ID, RULE_ID, SETTINGS_APP_ID } from './routes.ts';
import { FILTER_TEXT, SETTINGS_FIELD_PATH, selectors } from './selectors.ts';
import { appearedAt, pageNow, withPage } from './browser/session.ts';
import { keystrokeStats } from './timings.ts';
import { measureTriage } from './triage.ts';

type Run = number | { failed: string };
const attempt = (work: () => Promise<number>): Promise<Run> =>
  work().catch((error: unknown) => ({ failed: reasonOf(error) }));

/** The time of the last click the page received (probe clock). */
async function lastClick(page: Page): Promise<number> {
  const clicks = await page.evaluate(() => window.__bench?.clicks ?? []);
  const last = clicks[clicks.length - 1];
  if (last === undefined) throw new Error('the click was not recorded');
  return last;
}

/** Types the filter over 10000 records like a person (150 ms between keys). */
async function typingRun(browser: Browser, baseURL: string): Promise<{ duration: number; delay: number }> {
  return withPage(browser, baseURL, async (page) => {
    await loadBlockedList(page, 10_000);
    const box = selectors.filterBox(page);
    try {
      await box.click({ timeout: 10_000 });
    } catch {
      throw new Error(`the filter box was not found (selector ${box.toString()})`);
    }
    const since = await pageNow(page);
    await page.keyboard.type(FILTER_TEXT, { delay: 150 });
    // Entries are reported after the next paint; the list's own update follows the last key.
    await page.waitForTimeout(1000);
    const events = await page.evaluate(() => window.__bench?.events ?? []);
    const stats = keystrokeStats(events, since);
    return { duration: stats.worstDuration, delay: stats.worstInputDelay };
  });
}

/** Rule page loaded, then "Revision history": click → the drawer lists the revisions. */
function drawerRun(browser: Browser, baseURL: string): Promise<number> {
  return withPage(browser, baseURL, async (page) => {
    await page.goto(paths.rule(APP_ID, RULE_ID), { waitUntil: 'networkidle' });
    const button = selectors.openRevisionHistory(page);
    await button.click({ timeout: 10_000 }).catch(() => {
      throw new Error(`the revision history button was not found (selector ${button.toString()})`);
    });
    const clicked = await lastClick(page);
    return (await appearedAt(selectors.revisionDrawerContent(page), 'the revision drawer’s content', 15_000)) - clicked;
  });
}

/** Blocked messages loaded, then the newest row's open button: click → the drawer shows the message. */
function messageDrawerRun(browser: Browser, baseURL: string): Promise<number> {
  return withPage(browser, baseURL, async (page) => {
    await page.goto(paths.blockedMessages(APP_ID), { waitUntil: 'networkidle' });
    const button = selectors.openNewestMessage(page);
    await button.click({ timeout: 10_000 }).catch(() => {
      throw new Error(`the newest message's open button was not found (selector ${button.toString()})`);
    });
    const clicked = await lastClick(page);
    return (await appearedAt(selectors.messageDrawerContent(page), 'the message drawer’s content', 15_000)) - clicked;
  });
}

const settingsApi = `/api/apps/${SETTINGS_APP_ID}/notifications/settings`;

async function readField(request: APIRequestContext): Promise<unknown> {
  const response = await request.get(settingsApi);
  if (!response.ok()) throw new Error(`reading the settings gave ${response.status()}`);
  let value: unknown = ((await response.json()) as { data?: unknown }).data;
  for (const key of SETTINGS_FIELD_PATH) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}

/** Puts the field back and checks it is back; a failure here is reported loudly, never swallowed. */
async function restoreField(request: APIRequestContext, baseURL: string, original: unknown): Promise<void> {
  const [group, field] = SETTINGS_FIELD_PATH;
  // The server takes changes only from its own page (CSRF guard): say so as the page does.
  const headers = { 'x-requested-with': 'dashboard', origin: new URL(baseURL).origin };
  const response = await request.patch(settingsApi, { data: { [group]: { [field]: original } }, headers });
  if (!response.ok() || (await readField(request)) !== original) {
    throw new Error(
      `could not restore ${SETTINGS_FIELD_PATH.join('.')} of ${SETTINGS_APP_ID} to ${JSON.stringify(original)}: restore it by hand`,
    );
  }
}

/** staging-app, Sounds tab: change one field, review, Save → the "saved" confirmation; then restore. */
function saveRun(browser: Browser, baseURL: string): Promise<number> {
  return withPage(browser, baseURL, async (page, context) => {
    const original = await readField(context.request);
    if (typeof original !== 'string')
      throw new Error(`${SETTINGS_FIELD_PATH.join('.')} is not a string on ${SETTINGS_APP_ID}`);
    try {
      await page.goto(paths.notifications(SETTINGS_APP_ID, 'sounds'), { waitUntil: 'networkidle' });
      const field = selectors.settingsField(page);
      await field.fill(original === 'bench-tone' ? 'bench-chime' : 'bench-tone', { timeout: 10_000 }).catch(() => {
        throw new Error(`the settings field was not found (selector ${field.toString()})`);
      });
      await field.press('Escape');
      await selectors.settingsReviewButton(page).click({ timeout: 10_000 });
      const save = selectors.settingsSaveButton(page);
      await save.click({ timeout: 15_000 });
      const clicked = await lastClick(page);
      return (await appearedAt(selectors.savedConfirmation(page), 'the saved confirmation', 15_000)) - clicked;
    } finally {
      await restoreField(context.request, baseURL, original);
    }
  });
}

export async function measureInteraction(
  browser: Browser,
  baseURL: string,
  runs: number,
  slowRuns: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  const typing: { duration: Run; delay: Run }[] = [];
  for (let run = 1; run <= slowRuns; run++) {
    progress(`interaction: typing over 10000 records, run ${run} of ${slowRuns}`);
    typing.push(
      await typingRun(browser, baseURL).catch((error: unknown) => {
        const failed = { failed: reasonOf(error) };
        return { duration: failed, delay: failed };
      }),
    );
  }
  const drawer: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`interaction: revision drawer, run ${run} of ${runs}`);
    drawer.push(await attempt(() => drawerRun(browser, baseURL)));
  }
  const messageDrawer: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    progress(`interaction: message drawer, run ${run} of ${runs}`);
    messageDrawer.push(await attempt(() => messageDrawerRun(browser, baseURL)));
  }
  const save: Run[] = [];
  for (let run = 1; run <= slowRuns; run++) {
    progress(`interaction: settings save, run ${run} of ${slowRuns}`);
    save.push(await attempt(() => saveRun(browser, baseURL)));
  }
  const triage = await measureTriage(browser, baseURL, runs, progress);
  return [
    ...triage,
    {
      id: 'interaction.typing.worstKeystroke',
      section: 'interaction',
      label: `typing “${FILTER_TEXT}” in the filter over 10000 records: worst keystroke → next paint (0: all < 16 ms)`,
      figure: fromRuns(
        typing.map((t) => t.duration),
        'ms',
      ),
    },
    {
      id: 'interaction.typing.worstInputDelay',
      section: 'interaction',
      label: 'same typing: worst input delay (key event → its handler starts)',
      figure: fromRuns(
        typing.map((t) => t.delay),
        'ms',
      ),
    },
    {
      id: 'interaction.drawer',
      section: 'interaction',
      label: '“Revision history” click → drawer lists the revisions',
      figure: fromRuns(drawer, 'ms'),
    },
    {
      id: 'interaction.messageDrawer',
      section: 'interaction',
      label: 'blocked message “Open” click → drawer shows the message',
      figure: fromRuns(messageDrawer, 'ms'),
    },
    {
      id: 'interaction.save',
      section: 'interaction',
      label: `settings Save click → “saved” confirmation (${SETTINGS_APP_ID}, restored after)`,
      figure: fromRuns(save, 'ms'),
    },
  ];
}
