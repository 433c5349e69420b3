import { useCallback, useState } from 'react';

/** A message asked for (or `undefined`: closed) before the address says so, and the ones asked for on the way. */
interface Ahead {
  id: string | undefined;
  asked: ReadonlySet<string | undefined>;
}

/**
 * The open message as the moderator last asked for it, ahead of the address: the drawer follows
 * a key at once, in the key's own render, while the router's navigation to the new address (a
 * transition that re-renders every page part reading the URL) comes after the frame that shows
 * it. Once the address holds what was asked for, or moves somewhere nobody here asked for (Back,
 * a link), the address rules again. Returns the message shown and the setter to call beside the
 * navigation.
 */
export function useShownMessage(inAddress: string | undefined): [string | undefined, (id: string | undefined) => void] {
  const [ahead, setAhead] = useState<Ahead | null>(null);
  const [seen, setSeen] = useState(inAddress);
  let current = ahead;
  if (inAddress !== seen) {
    setSeen(inAddress);
    // The address caught up, or went where nobody here asked: it rules again. An address on the
    // way (j pressed twice before the first navigation ended) keeps the newer ask.
    if (!ahead || inAddress === ahead.id || !ahead.asked.has(inAddress)) {
      current = null;
      setAhead(null);
    }
  }
  const show = useCallback(
    (id: string | undefined) => setAhead((before) => ({ id, asked: new Set([...(before?.asked ?? []), id]) })),
    [],
  );
  return [current ? current.id : inAddress, show];
}
