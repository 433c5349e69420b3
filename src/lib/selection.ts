/**
 * Checkbox selection over a list, the way mail clients do it: a click toggles one item and sets
 * the anchor; a shift-click sets every item from the anchor to it to the clicked item's new state.
 */
export interface Selection {
  keys: ReadonlySet<string>;
  /** Index in the list of the last plain click, for shift-click ranges. */
  anchor: number | undefined;
}

export const EMPTY_SELECTION: Selection = { keys: new Set(), anchor: undefined };

export function toggleAt(selection: Selection, list: readonly string[], index: number, shift: boolean): Selection {
  const key = list[index];
  if (key === undefined) return selection;
  const on = !selection.keys.has(key);
  const keys = new Set(selection.keys);
  const from = shift && selection.anchor !== undefined ? Math.min(selection.anchor, index) : index;
  const to = shift && selection.anchor !== undefined ? Math.max(selection.anchor, index) : index;
  for (let i = from; i <= to; i++) {
    const each = list[i];
    if (each === undefined) continue;
    if (on) keys.add(each);
    else keys.delete(each);
  }
  return { keys, anchor: shift ? (selection.anchor ?? index) : index };
}

export function selectAll(list: readonly string[]): Selection {
  return { keys: new Set(list), anchor: undefined };
}

/** Keeps only keys still in the list (after a filter change or a decision). */
export function keepShown(selection: Selection, list: readonly string[]): Selection {
  if (selection.keys.size === 0) return selection;
  const shown = new Set(list);
  const keys = new Set([...selection.keys].filter((key) => shown.has(key)));
  return keys.size === selection.keys.size ? selection : { keys, anchor: undefined };
}

/**
 * Where the highlight goes when its row leaves the list (decided here or in a bulk run): the
 * first row after it that is still there, else the nearest before it, so the moderator keeps
 * their place instead of starting again at the top.
 */
export function survivingKey(
  before: readonly string[],
  after: readonly string[],
  key: string | undefined,
): string | undefined {
  if (key === undefined) return undefined;
  const remaining = new Set(after);
  if (remaining.has(key)) return key;
  const at = before.indexOf(key);
  if (at < 0) return undefined;
  const later = before.slice(at + 1).find((each) => remaining.has(each));
  return (
    later ??
    before
      .slice(0, at)
      .reverse()
      .find((each) => remaining.has(each))
  );
}
