import type { Browser, Locator, Page } from '@playwright/test';
import { MIN_SEARCH_LENGTH } from '../src/features/blocked-messages/archive/archive-filters.ts';
import { ARCHIVE_PAGE_SIZE } from '../src/queries/archive.ts';
import { fromRuns, p95, reasonOf, type Figure, type Measurement } from './figures.ts';
import { archiveUrl } from './archive-list.ts';
import { pageNow, settle, withPage } from './browser/session.ts';
import { selectors } from './selectors.ts';
import { longestTaskAfter } from './timings.ts';
import {
  keystrokeLatencies,
  keystrokeSchedule,
  pickSearchNames,
  queryOf,
  ROWS_COMPARED,
  type Answer,
  type KeyDown,
  type KeystrokeLatency,
  type SearchFrame,
} from './search-keystrokes.ts';

/** Five names of 8 characters a run (what a support agent types of a uid), at 8 keys a second: 40 keystrokes. */
export const NAMES_PER_RUN = 5;
export const NAME_LENGTH = 8;
const SEARCH_PATH = '/archive/blocked-messages';

interface Recording {
  keys: number[];
  frames: SearchFrame[];
}

declare global {
  interface Window {
    __search?: Recording & { stop: () => void };
  }
}

const apiPath = (appId: string, q: string) =>
  `/api/apps/${encodeURIComponent(appId)}/archive/blocked-messages?${new URLSearchParams(q ? { q, limit: String(ARCHIVE_PAGE_SIZE) } : { limit: String(ARCHIVE_PAGE_SIZE) }).toString()}`;

/** The server's first page for `q`, as the page asks for it. */
async function fetchAnswer(page: Page, appId: string, q: string): Promise<{ ids: string[]; uids: string[] }> {
  const response = await page.request.get(apiPath(appId, q));
  if (!response.ok()) throw new Error(`the archive answered ${response.status()} for q=${JSON.stringify(q)}`);
  const body = (await response.json()) as {
    data: {
      message?: { id?: unknown; sender?: unknown; data?: { entities?: { sender?: { entity?: { uid?: unknown } } } } };
    }[];
  };
  return {
    ids: body.data.map((record) => String(record.message?.id)),
    uids: body.data.flatMap((record) => {
      const uid = record.message?.data?.entities?.sender?.entity?.uid ?? record.message?.sender;
      return typeof uid === 'string' ? [uid] : [];
    }),
  };
}

/**
 * Records, from inside the page, every keydown in the search box (its event's timeStamp) and, at
 * every animation frame, what the screen holds whenever it changed: the box's value, whether the
 * page says it is searching or that the text is too short, the first rows' ids and the count.
 */
function startRecording(box: Locator): Promise<void> {
  return box.evaluate(
    (input: HTMLInputElement, { gridCss, searchingCss, openCss, rowsCompared }) => {
      const keys: number[] = [];
      const frames: SearchFrame[] = [];
      const onKey = (event: KeyboardEvent) => keys.push(event.timeStamp);
      input.addEventListener('keydown', onKey, { capture: true });
      const note = () =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
          .join(' ');
      const describe = () => ({
        value: input.value,
        searching: document.querySelector(searchingCss) !== null,
        tooShort: /Type \d+ or more characters/.test(note()),
        rows: [...document.querySelectorAll('[role=row][aria-rowindex]')]
          .map((row) => ({
            index: Number(row.getAttribute('aria-rowindex')),
            id: row.querySelector(openCss)?.textContent ?? '',
          }))
          .filter((row) => row.index >= 2 && row.id !== '')
          .sort((a, b) => a.index - b.index)
          .slice(0, rowsCompared)
          .map((row) => row.id),
        count: Number(document.querySelector(gridCss)?.getAttribute('aria-rowcount') ?? 0) - 1,
      });
      let running = true;
      let last = '';
      const tick = (at: number) => {
        if (!running) return;
        const now = describe();
        const key = JSON.stringify(now);
        if (key !== last) {
          last = key;
          frames.push({ at, ...now });
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      window.__search = {
        keys,
        frames,
        stop: () => {
          running = false;
          input.removeEventListener('keydown', onKey, { capture: true });
        },
      };
    },
    {
      gridCss: selectors.listWithRowCountCss,
      searchingCss: selectors.searchingCss,
      openCss: selectors.openMessageCss,
      rowsCompared: ROWS_COMPARED,
    },
  );
}

/** Waits until the box holds `text` and the page no longer says it is searching. */
async function answered(page: Page, box: Locator, text: string): Promise<void> {
  await box.evaluate(
    (input: HTMLInputElement, { text, searchingCss }) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        const check = () => {
          if (input.value === text && document.querySelector(searchingCss) === null) resolve();
          else if (performance.now() - started > 30_000)
            reject(new Error(`no answer for ${JSON.stringify(text)} in 30 s`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { text, searchingCss: selectors.searchingCss },
  );
  await settle(page, await pageNow(page), 500);
}

const until = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/** Types `name` one key at a time on a real timer, 125 ms apart from the first key (not Playwright's delay after each). */
async function typeName(page: Page, box: Locator, name: string): Promise<{ keys: KeyDown[]; frames: SearchFrame[] }> {
  const schedule = keystrokeSchedule(name);
  await startRecording(box);
  const start = performance.now();
  for (const step of schedule) {
    await until(start + step.at);
    await page.keyboard.press(step.key);
  }
  await answered(page, box, name);
  const recording = await page.evaluate(() => {
    window.__search?.stop();
    return { keys: window.__search?.keys ?? [], frames: window.__search?.frames ?? [] };
  });
  if (recording.keys.length !== schedule.length)
    throw new Error(`${recording.keys.length} keydowns recorded for ${schedule.length} keys typed`);
  return {
    keys: schedule.map((step, i) => ({ at: recording.keys[i] ?? 0, text: step.text })),
    frames: recording.frames,
  };
}

interface SearchRun {
  all: number;
  /** Keystrokes whose text this page had not typed before (not an earlier name's shared start). */
  fresh: number;
  requestP95: number;
  requests: number;
  /** The longest main-thread task while typing and waiting for the answers (0: none of 50 ms or more). */
  longestTask: number;
  cancelled: number;
  superseded: number;
  names: string[];
  keyGaps: number[];
}

/** Resource Timing's own figure for the search requests answered since `since`: start → last byte. */
const searchRequests = (page: Page, since: number) =>
  page.evaluate(
    ({ path, since }) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => {
          const url = new URL(e.name);
          return url.pathname.endsWith(path) && url.searchParams.has('q') && e.startTime >= since;
        })
        .map((e) => ({ q: new URL(e.name).searchParams.get('q') ?? '', ms: e.responseEnd - e.startTime })),
    { path: SEARCH_PATH, since },
  );

function searchRun(
  browser: Browser,
  baseURL: string,
  appId: string,
  names: readonly string[],
  progress: (line: string) => void,
): Promise<SearchRun> {
  return withPage(browser, baseURL, async (page) => {
    let cancelled = 0;
    page.on('requestfailed', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith(SEARCH_PATH) && url.searchParams.has('q')) cancelled++;
    });
    await page.goto(archiveUrl(appId), { waitUntil: 'commit' });
    await selectors.blockedRow(page).waitFor({ state: 'visible', timeout: 60_000 });
    const box = selectors.archiveSearchBox(page);
    await box.waitFor({ state: 'visible' });
    await settle(page, await pageNow(page));
    const since = await pageNow(page);
    const typed: { keys: KeyDown[]; frames: SearchFrame[] }[] = [];
    for (const name of names) {
      await box.click();
      typed.push(await typeName(page, box, name));
      await box.fill('');
      await answered(page, box, '');
    }
    const requests = await searchRequests(page, since);
    const requestTimes = requests.map((r) => r.ms);
    const tasks = await page.evaluate(() => window.__bench?.longTasks ?? []);
    // Each request's own time by its query, so a slow query is told from a slow page.
    progress(`  requests: ${requests.map((r) => `${r.q} ${Math.round(r.ms)}`).join(', ')} ms`);
    // The answers are asked for after the typing, so the typed searches found nothing warmed for them.
    const queries = new Set(typed.flatMap((t) => t.keys.map((key) => queryOf(key.text, MIN_SEARCH_LENGTH))));
    const answers = new Map<string, Answer>();
    for (const q of queries) answers.set(q, { ids: (await fetchAnswer(page, appId, q)).ids });
    const asked = new Set<string>();
    const all: KeystrokeLatency[] = [];
    const fresh: number[] = [];
    for (const { keys, frames } of typed) {
      const latencies = keystrokeLatencies(keys, frames, answers, MIN_SEARCH_LENGTH);
      const missing = latencies.find((l) => l.latency === undefined);
      if (missing) throw new Error(`the rows of ${JSON.stringify(missing.text)} never reached the screen`);
      all.push(...latencies);
      // Each keystroke's figure, `*` where a later key's rows came first.
      progress(
        `  ${keys.at(-1)?.text}: ${latencies.map((l) => `${Math.round(l.latency ?? 0)}${l.superseded ? '*' : ''}`).join(' ')} ms`,
      );
      for (const l of latencies) {
        const q = queryOf(l.text, MIN_SEARCH_LENGTH);
        if (q !== '' && !asked.has(q)) fresh.push(l.latency ?? Number.NaN);
        asked.add(q);
      }
    }
    const keyGaps = typed.flatMap((t) => t.keys.slice(1).map((key, i) => key.at - (t.keys[i]?.at ?? 0)));
    return {
      all: p95(all.map((l) => l.latency ?? Number.NaN)),
      fresh: p95(fresh),
      requestP95: p95(requestTimes),
      requests: requestTimes.length,
      longestTask: longestTaskAfter(tasks, since),
      cancelled,
      superseded: all.filter((l) => l.superseded).length,
      names: [...names],
      keyGaps,
    };
  });
}

const measurement = (records: number, key: string, label: string, figure: Figure): Measurement => ({
  id: `archive.${records}.${key}`,
  section: 'interaction',
  label: `archive, ${records.toLocaleString('en-US')} records: ${label}`,
  figure,
});

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Search as you type over the archive: each run a cold page of the archive, then five
 * senders' uids from the archive's newest page typed one after another, 8 keys a second; for
 * every keystroke, its keydown → the first frame showing the rows of what it typed (or of a
 * later keystroke's text). Each run's p95 over its 40 keystrokes; the figure is their median.
 */
export async function measureArchiveSearch(
  browser: Browser,
  baseURL: string,
  appId: string,
  records: number,
  runs: number,
  progress: (line: string) => void,
): Promise<Measurement[]> {
  // Different names in every run: a name typed before finds its queries warmed in the store.
  const uids = await withPage(browser, baseURL, async (page) => (await fetchAnswer(page, appId, '')).uids);
  const names = pickSearchNames(uids, NAMES_PER_RUN * runs, NAME_LENGTH);
  const results: (SearchRun | { failed: string })[] = [];
  for (let run = 0; run < runs; run++) {
    const typed = names.slice(run * NAMES_PER_RUN, (run + 1) * NAMES_PER_RUN);
    progress(`archive search: run ${run + 1} of ${runs}, typing ${typed.join(', ')}`);
    results.push(
      await searchRun(browser, baseURL, appId, typed, progress).catch((error: unknown) => ({
        failed: reasonOf(error),
      })),
    );
  }
  const done = results.filter((r): r is SearchRun => !('failed' in r));
  const pick = (key: 'all' | 'fresh' | 'requestP95' | 'longestTask' | 'superseded') =>
    fromRuns(
      results.map((r) => ('failed' in r ? r : r[key])),
      key === 'superseded' ? 'count' : 'ms',
    );
  const gaps = done.flatMap((r) => r.keyGaps);
  const withNote = (figure: Figure, note: string): Figure =>
    figure.kind === 'value' ? { ...figure, note: [figure.note, note].filter(Boolean).join('; ') } : figure;
  const keys = NAMES_PER_RUN * NAME_LENGTH;
  return [
    measurement(
      records,
      'searchKeystroke',
      `search as you type: keystroke → rows of that query on screen (p95 of ${keys} keystrokes)`,
      withNote(
        pick('all'),
        `keys ${gaps.length ? Math.round(median(gaps)) : '?'} ms apart (median; ${Math.round(Math.min(...gaps))}–${Math.round(Math.max(...gaps))}); under ${MIN_SEARCH_LENGTH} characters the page sends nothing, the unfiltered rows with "too short" are the answer`,
      ),
    ),
    measurement(
      records,
      'searchKeystrokeFresh',
      `… over the keystrokes whose text this page had not typed before (p95)`,
      pick('fresh'),
    ),
    measurement(
      records,
      'searchRequest',
      '… a search request: start → last byte (Resource Timing, p95)',
      withNote(
        pick('requestP95'),
        `${done.reduce((n, r) => n + r.requests, 0)} answered, ${done.reduce((n, r) => n + r.cancelled, 0)} cancelled as superseded over ${done.length} runs`,
      ),
    ),
    measurement(
      records,
      'searchLongestTask',
      '… the longest main-thread task while typing (0: none ≥ 50 ms)',
      pick('longestTask'),
    ),
    measurement(
      records,
      'searchSuperseded',
      `… keystrokes whose own rows never showed (a later key's came first), of ${keys}`,
      pick('superseded'),
    ),
  ];
}
