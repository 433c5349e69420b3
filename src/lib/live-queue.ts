import type { LiveMessage } from '../api/schemas/live-events.ts';

export interface LiveClaim {
  username: string;
  expiresAt: number;
}

export interface LiveDecision {
  messageId: string;
  username: string;
  decision: 'approve' | 'reject' | 'review' | 'disapprove';
  /** Milliseconds since the epoch. */
  at: number;
}

/** What a page knows from its app's live events since it opened. */
export interface LiveQueueState {
  /** connecting (or reconnecting), live, or stopped (refused: signed out, no store). */
  status: 'connecting' | 'live' | 'stopped';
  claims: ReadonlyMap<string, LiveClaim>;
  /** Messages decided through this dashboard (by anyone) since the page opened. */
  decided: ReadonlyMap<string, LiveDecision>;
  /** Blocked messages the archive announced, newest first; `unnamed` more were counted but not named. */
  arrivals: readonly string[];
  unnamed: number;
  /** Events were missed (beyond the replay window): the list may be out of date. */
  stale: boolean;
}

export const INITIAL_LIVE_STATE: LiveQueueState = { status: 'connecting', claims: new Map(), decided: new Map(), arrivals: [], unnamed: 0, stale: false };

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
      return { ...state, claims: new Map(message.claims.map((claim) => [claim.messageId, { username: claim.username, expiresAt: claim.expiresAt }])) };
    case 'claimed':
      return { ...state, claims: new Map(state.claims).set(message.messageId, { username: message.username, expiresAt: message.expiresAt }) };
    case 'released': {
      const held = state.claims.get(message.messageId);
      return held && held.username === message.username ? { ...state, claims: without(state.claims, message.messageId) } : state;
    }
    case 'decided':
      return {
        ...state,
        claims: without(state.claims, message.messageId),
        decided: new Map(state.decided).set(message.messageId, { messageId: message.messageId, username: message.username, decision: message.decision, at: message.at }),
      };
    case 'messages-added': {
      const known = new Set(state.arrivals);
      const fresh = message.messageIds.filter((id) => !known.has(id));
      return { ...state, arrivals: [...fresh, ...state.arrivals], unnamed: state.unnamed + Math.max(0, message.count - message.messageIds.length) };
    }
    case 'reload':
      return { ...state, stale: true };
    case 'signed-out':
      return { ...state, status: 'stopped' };
    default:
      return state;
  }
}

/** How many announced messages the list does not hold yet. */
export function newMessageCount(state: Pick<LiveQueueState, 'arrivals' | 'unnamed'>, inList: (messageId: string) => boolean): number {
  return state.arrivals.filter((id) => !inList(id)).length + state.unnamed;
}

/** Who else is reviewing a message: undefined when nobody, or only I am. */
export function claimedByOther(claims: ReadonlyMap<string, LiveClaim>, messageId: string, me: string | undefined): string | undefined {
  const claim = claims.get(messageId);
  return claim && claim.username !== me ? claim.username : undefined;
}

const DECISION_WORDS: Record<LiveDecision['decision'], string> = {
  approve: 'approved', review: 'approved', reject: 'marked reviewed', disapprove: 'hidden',
};

/** "approved by dana" */
export function decidedWords(decision: Pick<LiveDecision, 'decision' | 'username'>): string {
  return `${DECISION_WORDS[decision.decision]} by ${decision.username}`;
}
