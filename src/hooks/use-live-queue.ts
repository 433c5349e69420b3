import { useEffect, useSyncExternalStore } from 'react';
import { LIVE_CLIENT_ID } from '../api/live-client-id.ts';
import { INITIAL_LIVE_STATE, type LiveQueueState } from '../lib/live-queue.ts';

// The stream, its parsing and the claims load after the page has shown: in no page's first load.
const load = () => import('./live-session.ts');
// A page that leaves and comes back within this keeps its stream (and its claims).
const LINGER_MS = 10_000;

interface Store {
  state: LiveQueueState;
  listeners: Set<() => void>;
  users: number;
  close?: (() => void) | undefined;
  linger?: number;
}
const stores = new Map<string, Store>();

function storeOf(appId: string): Store {
  let store = stores.get(appId);
  if (!store) stores.set(appId, (store = { state: INITIAL_LIVE_STATE, listeners: new Set(), users: 0 }));
  return store;
}

function set(store: Store, state: LiveQueueState) {
  store.state = state;
  for (const listener of store.listeners) listener();
}

/** Keeps the app's stream open while a page uses it (and a little after). */
function use(appId: string, store: Store): () => void {
  store.users += 1;
  window.clearTimeout(store.linger);
  if (!store.close) {
    let closed = false;
    let close: (() => void) | undefined;
    store.close = () => {
      closed = true;
      close?.();
    };
    void load().then(
      ({ openLiveQueue }) => {
        if (!closed)
          close = openLiveQueue(
            appId,
            LIVE_CLIENT_ID,
            () => store.state,
            (state) => set(store, state),
          );
      },
      () => set(store, { ...store.state, status: 'stopped' }),
    );
  }
  return () => {
    store.users -= 1;
    if (store.users > 0) return;
    store.linger = window.setTimeout(() => {
      store.close?.();
      store.close = undefined;
      set(store, INITIAL_LIVE_STATE);
    }, LINGER_MS);
  };
}

/**
 * The app's live queue as this page knows it: claims, decisions taken since it opened, newly
 * blocked and flagged messages. The stream opens once the page is `ready` (its first rows shown).
 * `refreshed`, `flaggedRefreshed`: that list was read again, so what it now holds needs no announcing.
 */
export function useLiveQueue(appId: string, ready: boolean) {
  const store = storeOf(appId);
  const state = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.state,
  );
  useEffect(() => (ready ? use(appId, store) : undefined), [appId, store, ready]);
  return {
    state,
    refreshed: () => set(store, { ...store.state, arrivals: [], unnamed: 0, stale: false }),
    flaggedRefreshed: () => set(store, { ...store.state, flaggedArrivals: [] }),
  };
}

/** Claims the open message for this page while it stays open (others see who reviews it); released on close. */
export function useClaim(appId: string, messageId: string | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || messageId === undefined) return;
    let release: (() => void) | undefined;
    let gone = false;
    void load().then(
      ({ holdClaim }) => {
        if (!gone) release = holdClaim(appId, messageId, LIVE_CLIENT_ID);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      release?.();
    };
  }, [appId, messageId, enabled]);
}
