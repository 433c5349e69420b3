import { useCallback, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * The list's own scroll, kept per history entry: the page around the list does not scroll (on a
 * phone not at all), so the router's restoration of the window's scroll cannot bring a moderator
 * back to their place in the list. Back (a POP) finds it again; any other arrival starts at the top.
 */

const storageKey = (entry: string) => `blocked-grid-offset:${entry}`;

/** The offset kept for history entry `entry`, or 0. */
export function keptOffset(entry: string, storage: Pick<Storage, 'getItem'> | undefined): number {
  try {
    const offset = Number(storage?.getItem(storageKey(entry)));
    return Number.isFinite(offset) && offset > 0 ? offset : 0;
  } catch {
    return 0; // storage refused (a private window's quota): the top, as on a first visit
  }
}

export function keepOffset(entry: string, offset: number, storage: Pick<Storage, 'setItem'> | undefined) {
  try {
    storage?.setItem(storageKey(entry), String(Math.round(offset)));
  } catch {
    // Not kept: Back then opens the list at its top.
  }
}

const sessionStore = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * Where the list starts (its place when Back returns to this history entry, else the top), and
 * how to keep its place on leaving the entry.
 */
export function useGridPlace(): [initialOffset: number, keep: (offset: number | null) => void] {
  const { key } = useLocation();
  const arrival = useNavigationType();
  const [initial] = useState(() => (arrival === 'POP' ? keptOffset(key, sessionStore()) : 0));
  const keep = useCallback((offset: number | null) => keepOffset(key, offset ?? 0, sessionStore()), [key]);
  return [initial, keep];
}
