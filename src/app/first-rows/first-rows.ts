import { toEntries } from '../../api/blocked-message-entries.ts';
import { FIRST_BATCH, listPieces } from '../../api/stream-list-records.ts';
import { firstRowCells } from '../../features/blocked-messages/first-row-cells.ts';
import { paintedPage, paintedTable, type ListName } from './painted-page.ts';

/*
 * Its own small script (vite.config.ts builds it apart from the app, so it never waits for the
 * app's chunks): paints the newest blocked messages, live or archived, from the copy of the
 * request early-data.js sent, before the app's code has run. On a cold load the list's first
 * records arrive long before React can render them. The rows are text only (no avatar or media is
 * fetched: the app hides media until asked) and not interactive. When React first renders the
 * page, its loading placeholder takes them in (`data-first-rows-slot`) until its own rows replace
 * them; any other page makes the painted view go. Then it runs the app's entry.
 */

/** The first records of the answer (a screenful, as the app's first batch), read as they arrive. */
async function firstRecords(response: Response | undefined): Promise<unknown[]> {
  if (!response?.body) return [];
  // Aborting the pipe cancels the copy's download once the first records are in.
  const stop = new AbortController();
  const body = response.body.pipeThrough(new TransformStream<Uint8Array<ArrayBuffer>>(), { signal: stop.signal });
  try {
    for await (const piece of listPieces({ body, status: response.status }, FIRST_BATCH)) {
      return piece.kind === 'records' ? piece.raw : [];
    }
    return [];
  } finally {
    stop.abort();
  }
}

/** Whether the app has rendered a page (its theme's style elements come first, alone). */
const rendered = (root: HTMLElement) => Array.from(root.children).some((child) => child.tagName !== 'STYLE');

/** Hands the rows over on the app's first render: into its placeholder on this page, away on any other. */
function handOver(view: HTMLElement, rows: HTMLElement, root: HTMLElement) {
  const observer = new MutationObserver(() => {
    if (!rendered(root)) return;
    const slot = root.querySelector('[data-first-rows-slot]');
    observer.disconnect();
    if (slot) slot.append(rows);
    view.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
}

function paint(records: unknown[], list: ListName) {
  const root = document.getElementById('root');
  if (!root || records.length === 0) return;
  const now = Date.now();
  const table = paintedTable(
    toEntries(records, 0).map((entry) => firstRowCells(entry, now)),
    list,
  );
  if (rendered(root)) {
    // The app came first: while its placeholder is still there (its own rows come through its
    // worker, later), the rows go straight into it. Once its rows are in, there is no slot.
    const slot = root.querySelector('[data-first-rows-slot]');
    if (slot && slot.childElementCount === 0) slot.append(table);
    return;
  }
  const view = paintedPage(table, list);
  root.before(view);
  handOver(view, table, root);
}

const early = window.__earlyResponse;
const startApp = () => window.__startApp?.();
if (early?.copy) {
  early.copy
    .then(firstRecords)
    .then((records) => paint(records, early.list))
    .catch(() => {
      // Painting early is a head start only: the app shows the list, or what went wrong, itself.
    })
    // The app's code runs once the rows are on screen (or there are none to paint).
    .finally(startApp);
} else startApp();
