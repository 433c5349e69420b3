import { useEffect, useSyncExternalStore } from 'react';
import type { LiveMessage } from '../api/schemas/live-events.ts';
import { applyLiveMessage, INITIAL_LIVE_STATE, type LiveQueueState } from '../lib/live-queue.ts';

/** This page's id: its claims carry it, and the end of its stream releases them. */
export const CLIENT_ID = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `page-${Math.random().toString(36).slice(2, 14)}`;

// The connection's code (EventSource, parsing) loads after the page has shown: not in any first load.
const loadConnection = () => import('../api/live-events.ts');
// A page that leaves and comes back within this keeps its stream (and its claims).
const LINGER_MS = 10_000;

class LiveQueueStore {
  state: LiveQueueState = INITIAL_LIVE_STATE;
  readonly #listeners = new Set<() => void>();
  #users = 0;
  #disconnect: (() => void) | undefined;
  #linger: number | undefined;
  readonly #appId: string;

  constructor(appId: string) {
    this.#appId = appId;
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  #set(state: LiveQueueState) {
    this.state = state;
    for (const listener of this.#listeners) listener();
  }

  dispatch = (message: LiveMessage) => this.#set(applyLiveMessage(this.state, message));

  /** The list was read again: what it now holds needs no announcing. */
  refreshed() {
    this.#set({ ...this.state, arrivals: [], unnamed: 0, stale: false });
  }

  use(): () => void {
    this.#users += 1;
    window.clearTimeout(this.#linger);
    if (!this.#disconnect) {
      let closed = false;
      let close: (() => void) | undefined;
      this.#disconnect = () => {
        closed = true;
        close?.();
      };
      void loadConnection().then(({ connectLiveEvents }) => {
        if (closed) return;
        close = connectLiveEvents(this.#appId, CLIENT_ID, this.dispatch, (status) => this.#set({ ...this.state, status }));
      }).catch(() => this.#set({ ...this.state, status: 'stopped' }));
    }
    return () => {
      this.#users -= 1;
      if (this.#users > 0) return;
      this.#linger = window.setTimeout(() => {
        this.#disconnect?.();
        this.#disconnect = undefined;
        this.#set(INITIAL_LIVE_STATE);
      }, LINGER_MS);
    };
  }
}

const stores = new Map<string, LiveQueueStore>();
function storeOf(appId: string): LiveQueueStore {
  let store = stores.get(appId);
  if (!store) {
    store = new LiveQueueStore(appId);
    stores.set(appId, store);
  }
  return store;
}

/**
 * The app's live queue as this page knows it: claims, decisions taken since it opened, newly
 * blocked messages. The stream opens once the page is `ready` (its first rows shown), and stays
 * open while any page of the app uses it.
 */
export function useLiveQueue(appId: string, ready: boolean) {
  const store = storeOf(appId);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => (ready ? store.use() : undefined), [store, ready]);
  return { state, refreshed: () => store.refreshed() };
}

/** A claim lasts 45 s on the server; renewed three times as often while the message stays open. */
const RENEW_MS = 15_000;

/**
 * Claims the open message for this page while it stays open (others see who reviews it), renewed
 * as the lease runs, released when it closes or another opens. Refused (someone else holds it):
 * the page already knows who from the stream.
 */
export function useClaim(appId: string, messageId: string | undefined, enabled: boolean) {
  useEffect(() => {
    if (!enabled || messageId === undefined) return;
    let stopped = false;
    const claim = () => void loadConnection().then(({ claimMessage }) => (stopped ? undefined : claimMessage(appId, messageId, CLIENT_ID))).catch(() => undefined);
    claim();
    const timer = window.setInterval(claim, RENEW_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      void loadConnection().then(({ releaseMessage }) => releaseMessage(appId, messageId, CLIENT_ID)).catch(() => undefined);
    };
  }, [appId, messageId, enabled]);
}
