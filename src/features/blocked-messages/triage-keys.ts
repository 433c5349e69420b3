import { leavesKeyAlone, matches, OWNS_ENTER, type KeyPress } from '../../lib/shortcut-target.ts';

export type { KeyPress };
export type TriageAction = 'next' | 'previous' | 'open' | 'help' | 'select' | 'approve' | 'markReviewed';

/** The shortcuts, for the help popover and the key handler alike. */
export const SHORTCUTS: readonly { keys: string[]; what: string }[] = [
  { keys: ['j', '↓'], what: 'Next message' },
  { keys: ['k', '↑'], what: 'Previous message' },
  { keys: ['Enter'], what: 'Open the selected message' },
  { keys: ['Esc'], what: 'Close the message' },
  { keys: ['x'], what: 'Tick or untick the selected message, for a bulk decision' },
  { keys: ['Shift+click'], what: 'Tick every message from the one ticked last to the one clicked' },
  { keys: ['a'], what: 'Approve the selected message (asks first: it delivers the message)' },
  { keys: ['m', 'r'], what: 'Mark the selected message reviewed (it stays blocked)' },
  { keys: ['u', 'Ctrl+Z'], what: 'Undo the newest decision while its toast shows' },
  { keys: ['?'], what: 'Show or hide these shortcuts' },
];

/**
 * The list's shortcut for a key press, or nothing. Keys are left alone while the user types or
 * works a control, and with modifiers. With the detail open, j/k step through the messages
 * (the detail follows) while the arrows keep scrolling the detail.
 */
export function triageActionFor(press: KeyPress, detailOpen: boolean): TriageAction | undefined {
  if (leavesKeyAlone(press)) return undefined;
  switch (press.key) {
    case 'j':
      return 'next';
    case 'k':
      return 'previous';
    case 'ArrowDown':
      return detailOpen ? undefined : 'next';
    case 'ArrowUp':
      return detailOpen ? undefined : 'previous';
    case 'Enter':
      return detailOpen || matches(press.target, OWNS_ENTER) ? undefined : 'open';
    case '?':
      return 'help';
    case 'x':
      return 'select';
    case 'a':
      return 'approve';
    // `r` was Reject, which sent the same body as "Mark reviewed" does now: one action, two keys.
    case 'm':
    case 'r':
      return 'markReviewed';
    default:
      return undefined;
  }
}

/** The next selected index, kept inside the list. */
export function moveSelection(current: number, action: 'next' | 'previous', count: number): number {
  if (count === 0) return -1;
  if (current < 0) return action === 'next' ? 0 : count - 1;
  return Math.min(count - 1, Math.max(0, current + (action === 'next' ? 1 : -1)));
}

/**
 * j/k past the messages others are reviewing (`skip`): the nearest one that way that nobody
 * else holds, else where the selection is.
 */
export function moveSkipping(
  current: number,
  action: 'next' | 'previous',
  count: number,
  skip: (index: number) => boolean,
): number {
  if (count === 0) return -1;
  const step = action === 'next' ? 1 : -1;
  for (
    let index = current < 0 ? (action === 'next' ? 0 : count - 1) : current + step;
    index >= 0 && index < count;
    index += step
  ) {
    if (!skip(index)) return index;
  }
  return Math.min(current, count - 1);
}
