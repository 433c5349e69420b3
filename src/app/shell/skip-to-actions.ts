import { PAGE_ACTIONS_ID } from '../../components/page-header.tsx';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled)';

/**
 * Where "Skip to page actions" lands, past the header and the navigation (some 19 stops): the
 * page's first action that takes focus; while every action is busy (a list still loading, its
 * Refresh disabled), the actions' group itself, so that the next Tab is the first action; on a
 * page without actions, the page itself.
 */
export function skipToActionsTarget(doc: Document): HTMLElement | null {
  const actions = doc.getElementById(PAGE_ACTIONS_ID);
  if (!actions) return doc.getElementById('main');
  return actions.querySelector<HTMLElement>(FOCUSABLE) ?? actions;
}
