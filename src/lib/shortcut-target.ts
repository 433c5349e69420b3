// Page-wide single-key shortcuts must not steal keys from where they already mean something.

/** What a key press needs to be judged; a KeyboardEvent has all of it. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

// Inside these the keys already mean something: typing, picking an option, moving a slider.
const OWNS_KEYS =
  'input, textarea, select, video, audio, [contenteditable=""], [contenteditable="true"], ' +
  '[role="textbox"], [role="combobox"], [role="listbox"], [role="menu"], [role="radiogroup"], [role="tablist"], [role="slider"], [role="spinbutton"]';
/** Enter on these already does something (clicks, follows, toggles). */
export const OWNS_ENTER =
  'button, a[href], summary, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="menuitem"]';

export function matches(target: EventTarget | null, selector: string): boolean {
  const element = target as ElementLike | null;
  if (!element || typeof element.closest !== 'function') return false;
  if (element.isContentEditable) return true;
  return Boolean(element.closest(selector));
}

/** A press that belongs to someone else: already handled, with a modifier, or while typing. */
export function leavesKeyAlone(press: KeyPress): boolean {
  return press.defaultPrevented || press.ctrlKey || press.metaKey || press.altKey || matches(press.target, OWNS_KEYS);
}
