import { useState } from 'react';

/**
 * Every entry seen since the page opened, each in its latest version: a message that left the live
 * list (decided here or by another moderator, live) stays among the sender's blocks, so its
 * decision still shows. Returns `kept` itself when nothing changed.
 */
export function keepSeen<E extends { key: string }>(
  kept: ReadonlyMap<string, E>,
  entries: readonly E[],
): ReadonlyMap<string, E> {
  if (entries.every((entry) => kept.get(entry.key) === entry)) return kept;
  const next = new Map(kept);
  for (const entry of entries) next.set(entry.key, entry);
  return next;
}

/** `keepSeen` over the renders of one sender's page (another uid starts again); the same array while nothing changed. */
export function useKeptEntries<E extends { key: string }>(uid: string, entries: readonly E[]): readonly E[] {
  const [seen, setSeen] = useState(() => {
    const kept = keepSeen(new Map<string, E>(), entries);
    return { uid, from: entries, kept, list: [...kept.values()] };
  });
  if (seen.uid === uid && seen.from === entries) return seen.list;
  const kept = keepSeen(seen.uid === uid ? seen.kept : new Map<string, E>(), entries);
  const list = kept === seen.kept ? seen.list : [...kept.values()];
  // React's way to keep what earlier renders saw: set during render, rendered again at once.
  setSeen({ uid, from: entries, kept, list });
  return list;
}
