import type { LiveMessage } from '../../contract/schemas/live-events.ts';
import type { LiveQueueState } from './live-queue.ts';

// Loaded with the live connection (src/api/live-events.ts), after the page has shown.

function without<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

/** The state after one message of the stream; unknown kinds leave it as it was. */
export function applyLiveMessage(state: LiveQueueState, message: LiveMessage): LiveQueueState {
  switch (message.type) {
    case 'claims':
      return {
        ...state,
        claims: new Map(
          message.claims.map((claim) => [claim.messageId, { username: claim.username, expiresAt: claim.expiresAt }]),
        ),
      };
    case 'claimed':
      return {
        ...state,
        claims: new Map(state.claims).set(message.messageId, {
          username: message.username,
          expiresAt: message.expiresAt,
        }),
      };
    case 'released': {
      const held = state.claims.get(message.messageId);
      return held && held.username === message.username
        ? { ...state, claims: without(state.claims, message.messageId) }
        : state;
    }
    case 'decided':
      return {
        ...state,
        claims: without(state.claims, message.messageId),
        decided: new Map(state.decided).set(message.messageId, {
          messageId: message.messageId,
          username: message.username,
          decision: message.decision,
          at: message.at,
        }),
      };
    case 'messages-added': {
      if (message.queue === 'flagged') {
        const seen = new Set(state.flaggedArrivals);
        return {
          ...state,
          flaggedArrivals: [...message.messageIds.filter((id) => !seen.has(id)), ...state.flaggedArrivals],
        };
      }
      const known = new Set(state.arrivals);
      const fresh = message.messageIds.filter((id) => !known.has(id));
      return {
        ...state,
        arrivals: [...fresh, ...state.arrivals],
        unnamed: state.unnamed + Math.max(0, message.count - message.messageIds.length),
      };
    }
    case 'reload':
      return { ...state, stale: true };
    case 'signed-out':
      return { ...state, status: 'stopped' };
    default:
      return state;
  }
}
