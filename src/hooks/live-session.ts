import { claimMessage, connectLiveEvents, releaseMessage } from '../api/live-events.ts';
import { applyLiveMessage } from '../lib/live-queue-reducer.ts';
import type { LiveQueueState } from '../lib/live-queue.ts';

// The live queue's moving parts, loaded after the page has shown (src/hooks/use-live-queue.ts).

/** Opens the app's event stream and folds each message into the page's state; returns the close. */
export function openLiveQueue(
  appId: string,
  clientId: string,
  get: () => LiveQueueState,
  set: (state: LiveQueueState) => void,
): () => void {
  // A browser without EventSource keeps the snapshot it loaded, as before live updates.
  if (typeof EventSource === 'undefined') {
    set({ ...get(), status: 'stopped' });
    return () => undefined;
  }
  return connectLiveEvents(
    appId,
    clientId,
    (message) => set(applyLiveMessage(get(), message)),
    (status) => set({ ...get(), status }),
  );
}

/** A claim lasts 45 s on the server; renewed three times as often while the message stays open. */
const RENEW_MS = 15_000;

/** Claims the message for this page now and while it stays open; the returned function releases it. */
export function holdClaim(appId: string, messageId: string, clientId: string): () => void {
  // Refused (someone else holds it): the page already knows who from the stream.
  const claim = () => void claimMessage(appId, messageId, clientId).catch(() => undefined);
  claim();
  const timer = window.setInterval(claim, RENEW_MS);
  return () => {
    window.clearInterval(timer);
    void releaseMessage(appId, messageId, clientId).catch(() => undefined);
  };
}
