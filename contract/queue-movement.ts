/**
 * What the server's `GET /api/apps/:appId/archive/queue-movement` answers, in Unix seconds: the
 * server builds it (server/queue-movement/), the SPA draws the leads' figures from it
 * (src/lib/queue-movement.ts).
 */

/** One applied decision on a blocked message, from the decision log. */
export interface MovementDecision {
  messageId: string;
  username: string;
  decision: 'approved' | 'rejected';
  decidedAt: number;
  /** When the message was blocked (the archive's); null when the archive does not hold it. */
  blockedAt: number | null;
}

/** The archive's blocks and decisions: before the range, per bucket, and in all. */
export interface WaitingCounts {
  before: { blocked: number; decided: number };
  buckets: { time: number; blocked: number; decided: number; oldestWaiting: number | null }[];
  now: { blocked: number; decided: number; oldestWaiting: number | null };
}

export interface QueueMovement {
  bucket: 'hour' | 'day';
  from: number;
  to: number;
  bucketSeconds: number;
  now: number;
  waiting: WaitingCounts;
  decisions: MovementDecision[];
  decisionsComplete: boolean;
}
