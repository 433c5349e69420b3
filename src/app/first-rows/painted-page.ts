import type { CellWords } from '../../features/blocked-messages/first-row-cells.ts';
import { LIST_TITLE, LIST_WORDS } from '../../features/blocked-messages/list-words.ts';
import { ARCHIVED_BLOCKS_HEADING, caseDescription, caseTitle } from '../../features/sender-case/case-words.ts';

/**
 * The markup of the rows painted before the app's code has run: plain text in the page's columns
 * (first-rows.css), inside a frame that stands where the app's header and title will.
 */

export type ListName = keyof typeof LIST_WORDS;

function el(tag: string, className: string, words?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (words) node.textContent = words;
  return node;
}

function cell(role: string, { main, under }: CellWords) {
  const node = el('div', 'first-rows-cell');
  node.setAttribute('role', role);
  node.append(el('div', 'first-rows-strong', main));
  if (under) node.append(el('div', 'first-rows-dim', under));
  return node;
}

function row(className: string, index: number, cells: HTMLElement[]) {
  const node = el('div', className);
  node.setAttribute('role', 'row');
  node.setAttribute('aria-rowindex', String(index));
  node.append(...cells);
  return node;
}

/**
 * A table of the rows' words, its header first, labelled as still loading. `kind` names the
 * columns' layout: the blocked-messages grid's, or a sender's case table's.
 */
export function paintedTable(
  columns: readonly string[],
  rows: readonly CellWords[][],
  label: string,
  kind: 'grid' | 'case' = 'grid',
): HTMLElement {
  const node = el('div', `first-rows-table first-rows-table-${kind}`);
  node.setAttribute('role', 'table');
  node.setAttribute('aria-label', `${label} (the page is still loading)`);
  node.setAttribute('aria-busy', 'true');
  // The case's table scrolls sideways on a phone, as the page's does: the keys scroll it too.
  if (kind === 'case') node.tabIndex = 0;
  const header = columns.map((name) => cell('columnheader', { main: name }));
  node.append(row('first-rows-row first-rows-header', 1, header));
  rows.forEach((cells, i) => {
    node.append(
      row(
        'first-rows-row',
        i + 2,
        cells.map((words) => cell('cell', words)),
      ),
    );
  });
  return node;
}

/** The page's frame around the rows until the app renders its own. */
export function paintedPage(table: HTMLElement, list: ListName): HTMLElement {
  const view = el('div', `first-rows first-rows-${list}`);
  const bar = el('header', 'first-rows-bar');
  bar.append(el('span', 'first-rows-strong', 'Moderation dashboard'));
  const main = el('main', 'first-rows-main');
  main.append(
    el('h1', 'first-rows-title', LIST_TITLE),
    el('p', 'first-rows-description', LIST_WORDS[list].description),
    el('div', 'first-rows-controls'),
    table,
  );
  view.append(bar, main);
  return view;
}

/** A sender's case page until the app renders it: its title, and the newest of their archived blocks. */
export function paintedCase(table: HTMLElement, uid: string): HTMLElement {
  const view = el('div', 'first-rows first-rows-case');
  const bar = el('header', 'first-rows-bar');
  bar.append(el('span', 'first-rows-strong', 'Moderation dashboard'));
  const main = el('main', 'first-rows-main');
  main.append(
    el('h1', 'first-rows-title', caseTitle(uid)),
    el('p', 'first-rows-description', caseDescription(uid)),
    el('h2', 'first-rows-heading', ARCHIVED_BLOCKS_HEADING),
    table,
  );
  view.append(bar, main);
  return view;
}
