import { paintedPickChannel, pickAfter, type PickState } from '../../features/blocked-messages/painted-pick.ts';

/**
 * Makes the painted rows of a list answer the list's keys and a click before the app runs: the
 * highlight moves at once, and what it rests on (and whether it was asked to open) is left for
 * the app, which takes it over with its own rows (painted-pick.ts). `keys` are the rows' message
 * keys, in order. Stops once the app has taken over or the rows have left the page.
 */
export function answerOnPaintedRows(table: HTMLElement, keys: readonly string[]): void {
  const rows = Array.from(table.querySelectorAll<HTMLElement>('[role=row]:not(.first-rows-header)'));
  const channel = paintedPickChannel();
  let state: PickState = { index: -1, open: false };

  const show = (next: PickState) => {
    rows[state.index]?.removeAttribute('aria-current');
    rows[state.index]?.removeAttribute('data-opening');
    state = next;
    const row = rows[next.index];
    const key = keys[next.index];
    if (!row || key === undefined) return;
    row.setAttribute('aria-current', 'true');
    if (next.open) row.setAttribute('data-opening', '');
    row.scrollIntoView({ block: 'nearest' });
    channel.pick = { key, open: next.open };
  };
  const over = () => {
    if (!channel.taken && table.isConnected) return false;
    stop();
    return true;
  };
  // Rows that leave the page without the app taking them over (another page rendered, say) take
  // their pick with them: a list shown later must not open what was asked on rows long gone. The
  // app's takeover runs in the commit that removes them, before this hears of it.
  const gone = new MutationObserver(() => {
    if (table.isConnected) return;
    stop();
    if (channel.taken) return;
    channel.taken = true;
    delete channel.pick;
  });
  const stop = () => {
    gone.disconnect();
    document.removeEventListener('keydown', onKey);
    table.removeEventListener('click', onClick);
  };
  const onKey = (event: KeyboardEvent) => {
    if (over()) return;
    const next = pickAfter(state, event, rows.length);
    if (!next) return;
    // The app's own listener, if it has rendered its placeholder meanwhile, leaves it alone.
    event.preventDefault();
    show(next);
  };
  const onClick = (event: MouseEvent) => {
    if (over()) return;
    const row = (event.target as Element).closest('[role=row]');
    const index = rows.indexOf(row as HTMLElement);
    if (index >= 0) show({ index, open: true });
  };
  document.addEventListener('keydown', onKey);
  table.addEventListener('click', onClick);
  gone.observe(document.body, { childList: true, subtree: true });
}
