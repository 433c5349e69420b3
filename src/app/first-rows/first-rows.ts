import { routeRegExp } from '../../../contract/early-request.ts';
import { routePatterns } from '../../../contract/paths.ts';
import { toEntries } from '../../api/blocked-message-entries.ts';
import type { EarlyResponse } from '../../api/early-response.ts';
import { FIRST_BATCH, listPieces } from '../../api/stream-list-records.ts';
import { FIRST_ROW_COLUMNS, firstRowCells } from '../../features/blocked-messages/first-row-cells.ts';
import { LIST_WORDS } from '../../features/blocked-messages/list-words.ts';
import {
  ARCHIVED_BLOCKS_LABEL,
  ARCHIVED_DECISION_COLUMN,
  MESSAGE_ROW_COLUMNS,
  archivedDecisionWords,
  messageRowWords,
} from '../../features/sender-case/message-row-words.ts';
import { answerOnPaintedRows } from './painted-keys.ts';
import { paintedCase, paintedPage, paintedTable } from './painted-page.ts';

/*
 * Its own small script (vite.config.ts builds it apart from the app, so it never waits for the
 * app's chunks): paints the newest blocked messages, live or archived, or the newest archived
 * blocks on a sender's case page, from the copy of the
 * request early-data.js sent, before the app's code has run. On a cold load the list's first
 * records arrive long before React can render them. The rows are text only (no avatar or media is
 * fetched: the app hides media until asked); a list's rows answer j, k, Enter and a click at once,
 * and the app takes over what they were asked (painted-keys.ts). When React first renders the
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

/** The uid of the case page at this address (the early script asked for it from the same route). */
function caseUid(): string {
  const match = routeRegExp(routePatterns.sender).exec(window.location.pathname);
  return match?.[2] ? decodeURIComponent(match[2]) : '';
}

/** The painted table, and the frame it stands in until the app renders, for the list asked for. */
function painted(records: unknown[], list: EarlyResponse['list']): { table: HTMLElement; frame: () => HTMLElement } {
  const now = Date.now();
  const entries = toEntries(records, 0);
  if (list === 'sender') {
    const rows = entries.map((entry) => {
      const words = messageRowWords(entry, now);
      return [words.message, words.blocked, words.rule, words.text, archivedDecisionWords(entry, now)].map((main) => ({
        main,
      }));
    });
    const table = paintedTable([...MESSAGE_ROW_COLUMNS, ARCHIVED_DECISION_COLUMN], rows, ARCHIVED_BLOCKS_LABEL, 'case');
    return { table, frame: () => paintedCase(table, caseUid()) };
  }
  const rows = entries.map((entry) => firstRowCells(entry, now));
  const table = paintedTable(FIRST_ROW_COLUMNS, rows, LIST_WORDS[list].newest);
  answerOnPaintedRows(
    table,
    entries.map((entry) => entry.key),
  );
  return { table, frame: () => paintedPage(table, list) };
}

function paint(records: unknown[], list: EarlyResponse['list']) {
  const root = document.getElementById('root');
  if (!root || records.length === 0) return;
  const { table, frame } = painted(records, list);
  if (rendered(root)) {
    // The app came first: while its placeholder is still there (its own rows come through its
    // worker, later), the rows go straight into it. Once its rows are in, there is no slot.
    const slot = root.querySelector('[data-first-rows-slot]');
    if (slot && slot.childElementCount === 0) slot.append(table);
    return;
  }
  const view = frame();
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
