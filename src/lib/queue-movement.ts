/**
 * The leads' figures ("How the queue moves" on the trends page) from what the server's
 * `GET .../archive/queue-movement` answers (contract/queue-movement.ts), in Unix seconds.
 */

import type { MovementDecision, QueueMovement } from '../../contract/queue-movement.ts';

const HOUR = 3600;
const DAY = 86_400;

export interface WaitingPoint {
  /** Unix seconds: the bucket's start; the figures hold at its end (or now, for the current bucket). */
  time: number;
  at: number;
  /** Messages blocked and not yet decided at `at`. */
  waiting: number;
  /** Seconds the oldest of them had waited by then; null when none waited. */
  oldestWait: number | null;
}

/** Messages waiting at the end of each bucket: those blocked before it, less those decided before it. */
export function waitingSeries(
  movement: Pick<QueueMovement, 'waiting' | 'bucketSeconds' | 'now' | 'to'>,
): WaitingPoint[] {
  let waiting = movement.waiting.before.blocked - movement.waiting.before.decided;
  return movement.waiting.buckets.map((bucket) => {
    waiting += bucket.blocked - bucket.decided;
    const at = Math.min(bucket.time + movement.bucketSeconds, movement.to, movement.now);
    return {
      time: bucket.time,
      at,
      waiting,
      oldestWait: bucket.oldestWaiting === null ? null : Math.max(0, at - bucket.oldestWaiting),
    };
  });
}

/** Waiting now, and for how long the oldest has waited. */
export function waitingNow(movement: Pick<QueueMovement, 'waiting' | 'now'>): {
  waiting: number;
  oldestWait: number | null;
} {
  const { blocked, decided, oldestWaiting } = movement.waiting.now;
  return {
    waiting: blocked - decided,
    oldestWait: oldestWaiting === null ? null : Math.max(0, movement.now - oldestWaiting),
  };
}

/** The nearest-rank percentile (p in 0..100) of values; undefined for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export interface DelayDay {
  /** Unix seconds: the UTC day's start. */
  day: number;
  /** Messages first decided that day. */
  decided: number;
  /** Seconds from block to first decision, of those whose block time the archive holds. */
  median: number | undefined;
  p90: number | undefined;
  /** Decided that day, but the archive never held the message: no block time. */
  withoutBlockTime: number;
}

/** Each message's first decision in the list (the one that took it out of the queue). */
function firstDecisions(decisions: readonly MovementDecision[]): MovementDecision[] {
  const first = new Map<string, MovementDecision>();
  for (const decision of decisions) {
    const known = first.get(decision.messageId);
    if (!known || decision.decidedAt < known.decidedAt) first.set(decision.messageId, decision);
  }
  return [...first.values()];
}

/** Time from block to decision per UTC day of the decision, oldest day first: median and p90. */
export function delaysPerDay(decisions: readonly MovementDecision[]): DelayDay[] {
  const days = new Map<number, { delays: number[]; decided: number; withoutBlockTime: number }>();
  for (const decision of firstDecisions(decisions)) {
    const day = Math.floor(decision.decidedAt / DAY) * DAY;
    const entry = days.get(day) ?? { delays: [], decided: 0, withoutBlockTime: 0 };
    entry.decided += 1;
    if (decision.blockedAt === null) entry.withoutBlockTime += 1;
    else entry.delays.push(Math.max(0, decision.decidedAt - decision.blockedAt));
    days.set(day, entry);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, entry]) => ({
      day,
      decided: entry.decided,
      median: percentile(entry.delays, 50),
      p90: percentile(entry.delays, 90),
      withoutBlockTime: entry.withoutBlockTime,
    }));
}

export interface ModeratorFigures {
  username: string;
  decisions: number;
  approved: number;
  markedReviewed: number;
  /** Clock hours (UTC) in which they decided at least once. */
  activeHours: number;
  /** Decisions per hour in which they decided. */
  perHour: number;
}

/** Each moderator's decisions, how they split, and their pace; most decisions first. */
export function moderatorFigures(decisions: readonly MovementDecision[]): ModeratorFigures[] {
  const people = new Map<string, { approved: number; markedReviewed: number; hours: Set<number> }>();
  for (const decision of decisions) {
    const entry = people.get(decision.username) ?? { approved: 0, markedReviewed: 0, hours: new Set<number>() };
    if (decision.decision === 'approved') entry.approved += 1;
    else entry.markedReviewed += 1;
    entry.hours.add(Math.floor(decision.decidedAt / HOUR));
    people.set(decision.username, entry);
  }
  return [...people.entries()]
    .map(([username, entry]) => {
      const total = entry.approved + entry.markedReviewed;
      return {
        username,
        decisions: total,
        approved: entry.approved,
        markedReviewed: entry.markedReviewed,
        activeHours: entry.hours.size,
        perHour: total / entry.hours.size,
      };
    })
    .sort((a, b) => b.decisions - a.decisions || a.username.localeCompare(b.username));
}

/** A wait in words: "45 s", "12 min", "3 h 20 min", "2 d 4 h"; "none" without one. */
export function formatWait(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return 'none';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < HOUR) return `${Math.floor(s / 60)} min`;
  if (s < DAY) {
    const minutes = Math.floor((s % HOUR) / 60);
    return `${Math.floor(s / HOUR)} h${minutes ? ` ${minutes} min` : ''}`;
  }
  const hours = Math.floor((s % DAY) / HOUR);
  return `${Math.floor(s / DAY)} d${hours ? ` ${hours} h` : ''}`;
}
