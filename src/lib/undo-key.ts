import { leavesKeyAlone, type KeyPress } from './shortcut-target.ts';

/** The key shown beside Undo in a decision's toast. */
export const UNDO_KEY = 'u';

/**
 * Whether a key press asks to undo the newest decision: `u`, or Ctrl+Z / Cmd+Z, but never
 * while the user types (there those keys undo text) or works a control.
 */
export function isUndoPress(press: KeyPress & { shiftKey?: boolean }): boolean {
  if (press.altKey || press.shiftKey) return false;
  const key = press.key.toLowerCase();
  if (key === UNDO_KEY && !press.ctrlKey && !press.metaKey) return !leavesKeyAlone(press);
  if (key === 'z' && (press.ctrlKey || press.metaKey))
    return !leavesKeyAlone({ ...press, ctrlKey: false, metaKey: false });
  return false;
}
