import { apiRequest, segment } from './client.ts';
import { listReadAt } from './live-resume.ts';
import { claimSchema, liveMessageSchema, type LiveMessage } from '../../contract/schemas/live-events.ts';
import { z } from '../../contract/schemas/zod.ts';

export type LiveStatus = 'connecting' | 'live' | 'stopped';

interface Listener {
  onMessage: (message: LiveMessage) => void;
  onStatus: (status: LiveStatus) => void;
}
interface SharedStream {
  source: EventSource;
  listeners: Set<Listener>;
  status: LiveStatus;
}
/**
 * One stream per app and client in a tab, whoever listens (the live queue, the engine-failure
 * banner): a browser opens at most six connections to a host across all its tabs, and each open
 * stream holds one for good.
 */
const streams = new Map<string, SharedStream>();

function open(appId: string, clientId: string, key: string): SharedStream {
  // After the event the page's list was read at: what was announced while it loaded is replayed.
  const after = listReadAt(appId);
  const source = new EventSource(
    `/api/apps/${segment(appId)}/events?client=${encodeURIComponent(clientId)}${after ? `&after=${after}` : ''}`,
  );
  const stream: SharedStream = { source, listeners: new Set(), status: 'connecting' };
  const tell = (status: LiveStatus) => {
    stream.status = status;
    for (const listener of stream.listeners) listener.onStatus(status);
  };
  source.onopen = () => tell('live');
  source.onerror = () => tell(source.readyState === EventSource.CLOSED ? 'stopped' : 'connecting');
  source.onmessage = (event: MessageEvent<string>) => {
    let raw: unknown;
    try {
      raw = JSON.parse(event.data);
    } catch {
      return;
    }
    // A kind this page does not know (a newer server) is left out, not an error.
    const parsed = liveMessageSchema.safeParse(raw);
    if (parsed.success) for (const listener of stream.listeners) listener.onMessage(parsed.data);
  };
  streams.set(key, stream);
  return stream;
}

/**
 * The app's live events (`GET /api/apps/:appId/events`), through the browser's EventSource: it
 * reconnects by itself and sends Last-Event-ID, so the server replays what it missed. A refusal
 * (signed out, no store) closes it for good: `stopped`. Loaded only once a page has shown. A
 * listener that joins an open stream is told its status at once; the last one to leave closes it.
 */
export function connectLiveEvents(
  appId: string,
  clientId: string,
  onMessage: (message: LiveMessage) => void,
  onStatus: (status: LiveStatus) => void,
): () => void {
  const key = `${appId}\n${clientId}`;
  const existing = streams.get(key);
  const stream = existing ?? open(appId, clientId, key);
  const listener: Listener = { onMessage, onStatus };
  stream.listeners.add(listener);
  if (existing && existing.status !== 'connecting') onStatus(existing.status);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    stream.listeners.delete(listener);
    if (stream.listeners.size > 0) return;
    stream.source.close();
    if (streams.get(key) === stream) streams.delete(key);
  };
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
