/**
 * How each revision of a rule performs, from what the archive holds: the messages it blocked,
 * what moderators decided on them, and the rule's blocks per day before and after it took effect.
 * Pure functions: the query (revision-performance-query.ts) reads the rows, these judge them.
 */
import { decisionEffect } from '../../contract/schemas/decision-meaning.ts';

const HOUR = 3600;
const DAY = 86_400;

export interface Span {
  from: number;
  to: number;
}

export interface RevisionSnapshot {
  revisionId: string;
  /** Unix seconds: when it was saved (took effect); null when the service gave no time. */
  time: number | null;
}

/** Blocked messages of one revision with one decision status (null: none taken). */
export interface DecisionTally {
  revisionId: string;
  status: string | null;
  count: number;
}

export interface RatePerDay {
  blocked: number;
  days: number;
  perDay: number;
}

export interface RevisionPerformance {
  revisionId: string;
  time: number | null;
  blocked: number;
  /** Approved: the block was wrong and the message went through. */
  approved: number;
  rejected: number;
  undecided: number;
  before: RatePerDay | null;
  after: RatePerDay | null;
}

/**
 * A decision's status through the one shared mapping (contract/schemas/decision-meaning.ts): a
 * blocked message nobody decided on (`pending`) is undecided. `reviewed`, kept by the former
 * "Mark reviewed" (which sent `approved`), counts as approved: the message was delivered.
 */
export function decisionKind(status: string | null): 'approved' | 'rejected' | 'undecided' {
  return decisionEffect(status) ?? 'undecided';
}

const hourStart = (seconds: number) => Math.floor(seconds / HOUR) * HOUR;
const hourEnd = (seconds: number) => Math.ceil(seconds / HOUR) * HOUR;

/**
 * The windows of `windowSeconds` before and after a revision took effect, cut to what the archive
 * covers and to whole hours (the counts are hourly; the hour it took effect counts as after).
 * A window shorter than an hour says nothing: null.
 */
export function windowsAround(
  time: number,
  windowSeconds: number,
  coverage: Span,
): { before: Span | null; after: Span | null } {
  const start = hourStart(time);
  const covered = { from: hourStart(coverage.from), to: hourEnd(coverage.to) };
  const before = { from: Math.max(start - windowSeconds, covered.from), to: Math.min(start, covered.to) };
  const after = { from: Math.max(start, covered.from), to: Math.min(start + windowSeconds, covered.to) };
  const useful = (span: Span) => (span.to - span.from >= HOUR ? span : null);
  return { before: useful(before), after: useful(after) };
}

/** Blocks per day over a span, from hourly counts (`hour` is each hour's start). */
export function ratePerDay(hourly: readonly { hour: number; count: number }[], span: Span): RatePerDay {
  const blocked = hourly.reduce((sum, row) => (row.hour >= span.from && row.hour < span.to ? sum + row.count : sum), 0);
  const days = (span.to - span.from) / DAY;
  return { blocked, days, perDay: blocked / days };
}

/** The trailing number of a revision id, which alone orders revisions (DESIGN.md). */
function revisionNumber(revisionId: string): number {
  const match = /(\d+)$/.exec(revisionId);
  return match ? Number(match[1]) : -1;
}

/**
 * One entry per revision (snapshotted or named by a blocked message), newest first: by the time
 * it took effect, else by its number.
 */
export function revisionPerformance(input: {
  revisions: readonly RevisionSnapshot[];
  tallies: readonly DecisionTally[];
  hourly: readonly { hour: number; count: number }[];
  coverage: Span | null;
  windowSeconds: number;
}): RevisionPerformance[] {
  const times = new Map(input.revisions.map((revision) => [revision.revisionId, revision.time]));
  for (const tally of input.tallies) if (!times.has(tally.revisionId)) times.set(tally.revisionId, null);
  const entries = [...times].map(([revisionId, time]): RevisionPerformance => {
    const counts = { approved: 0, rejected: 0, undecided: 0 };
    for (const tally of input.tallies)
      if (tally.revisionId === revisionId) counts[decisionKind(tally.status)] += tally.count;
    const windows =
      time === null || !input.coverage
        ? { before: null, after: null }
        : windowsAround(time, input.windowSeconds, input.coverage);
    return {
      revisionId,
      time,
      blocked: counts.approved + counts.rejected + counts.undecided,
      ...counts,
      before: windows.before ? ratePerDay(input.hourly, windows.before) : null,
      after: windows.after ? ratePerDay(input.hourly, windows.after) : null,
    };
  });
  return entries.sort(
    (a, b) =>
      (b.time ?? -Infinity) - (a.time ?? -Infinity) || revisionNumber(b.revisionId) - revisionNumber(a.revisionId),
  );
}
