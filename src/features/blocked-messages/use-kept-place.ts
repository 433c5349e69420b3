import { useEffect, useRef, useState } from 'react';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { survivingKey } from '../../lib/selection.ts';

interface KeptPlaceDeps {
  filtered: readonly BlockedMessageEntry[];
  decidedIds: ReadonlySet<string>;
  selectedKey: string | undefined;
  setSelectedKey: (key: string | undefined) => void;
  detailOpen: boolean;
}

/**
 * Focus left with the drawer: on the page body, or still inside the closing drawer. Focus the
 * user has put elsewhere since (the search box, typed into before the close had rendered) stays.
 */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('[role="dialog"]') !== null;
}

const keysOf = (entries: readonly BlockedMessageEntry[]) => entries.map((entry) => entry.key);

/**
 * Keeps the moderator's place in the list. When the highlighted row is decided (one by one or
 * in a bulk run) the highlight moves to the row after it rather than off the list, so the next
 * j goes on from there; when the drawer closes, focus returns to the list, on that row (the grid
 * holds focus and points at the row with aria-activedescendant).
 */
export function useKeptPlace({ filtered, decidedIds, selectedKey, setSelectedKey, detailOpen }: KeptPlaceDeps) {
  const [seen, setSeen] = useState(filtered);
  if (seen !== filtered) {
    setSeen(filtered);
    // Decided (here, one by one or in bulk, or by anyone: the page counts live decisions in): the
    // row went, and the place is kept on its neighbour. A row a search hides keeps the highlight,
    // which is there again when the search is cleared.
    if (selectedKey !== undefined && decidedIds.has(selectedKey))
      setSelectedKey(survivingKey(keysOf(seen), keysOf(filtered), selectedKey));
  }

  const gridRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(detailOpen);
  useEffect(() => {
    const closed = wasOpen.current && !detailOpen;
    wasOpen.current = detailOpen;
    if (!closed) return;
    const toList = () => {
      if (focusIsLost()) gridRef.current?.focus({ preventScroll: true });
    };
    toList();
    // Mantine's focus trap moves focus into the drawer from a timer set as it opened. An Esc
    // pressed before that timer runs (Enter, then Esc at once) let it pull focus back into the
    // closing drawer, and the page was left with nothing focused: j did nothing. A timer set now
    // runs after the trap's.
    const again = setTimeout(toList, 0);
    return () => clearTimeout(again);
  }, [detailOpen]);
  return gridRef;
}
