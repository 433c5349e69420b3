import { apiRequest, segment } from './client.ts';
import { claimSchema, liveMessageSchema, type LiveMessage } from '../../contract/schemas/live-events.ts';
import { z } from '../../contract/schemas/zod.ts';

export type LiveStatus = 'connecting' | 'live' | 'stopped';

/**
 * The app's live events (`GET /api/apps/:appId/events`), through the browser's EventSource: it
 * reconnects by itself and sends Last-Event-ID, so the server replays what it missed. A refusal
 * (signed out, no store) closes it for good: `stopped`. Loaded only once a page has shown.
 */
export function connectLiveEvents(
  appId: string,
  clientId: string,
  onMessage: (message: LiveMessage) => void,
  onStatus: (status: LiveStatus) => void,
): () => void {
  const source = new EventSource(`/api/apps/${segment(appId)}/events?client=${encodeURIComponent(clientId)}`);
  source.onopen = () => onStatus('live');
  source.onerror = () => onStatus(source.readyState === EventSource.CLOSED ? 'stopped' : 'connecting');
  source.onmessage = (event: MessageEvent<string>) => {
    let raw: unknown;
    try {
      raw = JSON.parse(event.data);
    } catch {
      return;
    }
    // A kind this page does not know (a newer server) is left out, not an error.
    const parsed = liveMessageSchema.safeParse(raw);
    if (parsed.success) onMessage(parsed.data);
  };
  return () => source.close();
}

const claimAnswer = z.object({ data: claimSchema });
const claimPath = (appId: string, messageId: string, clientId: string) =>
  `/api/apps/${segment(appId)}/claims/${segment(messageId)}?client=${encodeURIComponent(clientId)}`;

/** Takes or renews this page's claim on a message; rejects with an ApiError (409: someone else holds it). */
export async function claimMessage(appId: string, messageId: string, clientId: string): Promise<void> {
  await apiRequest(claimPath(appId, messageId, clientId), claimAnswer, { method: 'PUT' });
}

export async function releaseMessage(appId: string, messageId: string, clientId: string): Promise<void> {
  await apiRequest(claimPath(appId, messageId, clientId), z.object({}), { method: 'DELETE' });
}
