import { leavesKeyAlone, type KeyPress } from '../../lib/shortcut-target.ts';
import { moveSelection, triageActionFor } from './triage-keys.ts';

/**
 * What a moderator did on the rows painted before the app ran (src/app/first-rows): the row that
 * j, k, the arrows or a click highlighted, and whether Enter or the click asked to open it. The
 * app takes it over with its own first rows, as React's hydration replays the input it saw
 * before it ran: no key pressed on the painted rows is lost.
 */
export interface PaintedPick {
  key: string;
  open: boolean;
}

/** Where the painter leaves the pick, and where the app says it has taken over. */
interface PaintedPickChannel {
  pick?: PaintedPick;
  taken: boolean;
}

declare global {
  interface Window {
    __paintedPick?: PaintedPickChannel;
  }
}

/** The painter's side: the channel it writes the pick into (one per page). */
export function paintedPickChannel(): PaintedPickChannel {
  window.__paintedPick ??= { taken: false };
  return window.__paintedPick;
}

/**
 * The app's side, once, as its own rows replace the painted ones: the pick, if it is a message of
 * the list it shows (`listed`). From then on the painted rows, gone, answer nothing.
 */
export function takePaintedPick(listed: (key: string) => boolean): PaintedPick | undefined {
  if (typeof window === 'undefined') return undefined;
  const channel = window.__paintedPick;
  if (!channel || channel.taken) return undefined;
  channel.taken = true;
  return channel.pick && listed(channel.pick.key) ? channel.pick : undefined;
}

/** The highlighted painted row (-1: none yet) and whether its message was asked to open. */
export interface PickState {
  index: number;
  open: boolean;
}

/**
 * Where a key press on `count` painted rows leaves the pick, as the app's list moves its own
 * (triage-keys.ts): j and k step, the arrows too while nothing is open, Enter opens the
 * highlighted row and Esc takes that back. Undefined: the key is not the painted rows' to answer.
 */
export function pickAfter(state: PickState, press: KeyPress, count: number): PickState | undefined {
  if (press.key === 'Escape') return state.open && !leavesKeyAlone(press) ? { ...state, open: false } : undefined;
  const action = triageActionFor(press, state.open);
  if (action === 'next' || action === 'previous') return { ...state, index: moveSelection(state.index, action, count) };
  if (action === 'open' && state.index >= 0 && !state.open) return { ...state, open: true };
  return undefined;
}
