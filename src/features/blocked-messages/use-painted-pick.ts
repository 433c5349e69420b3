import { useLayoutEffect } from 'react';
import type { BlockedMessageEntry } from '../../api/blocked-message-entries.ts';
import { useLatestCallback } from '../../hooks/use-latest-callback.ts';
import { takePaintedPick, type PaintedPick } from './painted-pick.ts';

/**
 * Takes over, as the list's own rows first show, what the rows painted before the app ran were
 * asked (painted-pick.ts): `onPick` gets the row they highlighted, if the list shows it. In the
 * commit that replaces the painted rows, so no key falls between the two.
 */
export function usePaintedPick(filtered: readonly BlockedMessageEntry[], onPick: (pick: PaintedPick) => void) {
  const hasRows = filtered.length > 0;
  const takeOver = useLatestCallback(() => {
    const pick = takePaintedPick((key) => filtered.some((entry) => entry.key === key));
    if (pick) onPick(pick);
  });
  useLayoutEffect(() => {
    if (hasRows) takeOver();
  }, [hasRows, takeOver]);
}
