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
  /** Flagged messages the archive's watch announced, newest first. */
  flaggedArrivals: readonly string[];
  /** Events were missed (beyond the replay window): the list may be out of date. */
  stale: boolean;
}

export const INITIAL_LIVE_STATE: LiveQueueState = {
  status: 'connecting',
  claims: new Map(),
  decided: new Map(),
  arrivals: [],
  unnamed: 0,
  flaggedArrivals: [],
  stale: false,
};

/** How many announced messages the list does not hold yet. */
export function newMessageCount(
  state: Pick<LiveQueueState, 'arrivals' | 'unnamed'>,
  inList: (messageId: string) => boolean,
): number {
  return state.arrivals.filter((id) => !inList(id)).length + state.unnamed;
}

/** Who else is reviewing a message: undefined when nobody, or only I am. */
export function claimedByOther(
  claims: ReadonlyMap<string, LiveClaim>,
  messageId: string,
  me: string | undefined,
): string | undefined {
  const claim = claims.get(messageId);
  return claim && claim.username !== me ? claim.username : undefined;
}
