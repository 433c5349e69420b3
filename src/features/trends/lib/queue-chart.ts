import type { TrendBucket } from '../../../api/archive-trends.ts';
import type { QueueMovement } from '../../../../contract/queue-movement.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { formatWait, waitingSeries } from '../../../lib/queue-movement.ts';
import { bucketLabel } from './chart-words.ts';

/** The queue chart's columns, one entry per bucket, oldest first. */
export interface QueueChartData {
  bucket: TrendBucket;
  /** Unix seconds: each bucket's start. */
  times: number[];
  /** Messages blocked in the bucket (arrivals). */
  blocked: number[];
  /** Messages whose decision the archive learned in the bucket (departures). */
  decided: number[];
  /** Messages waiting at the bucket's end (or now, for the current bucket). */
  waiting: number[];
  /** Seconds the oldest of them had waited by then; null when none waited. */
  oldestWait: (number | null)[];
  /** Waiting when the range began. */
  waitingBefore: number;
}

/** The chart's data from the server's answer: arrivals and decisions per bucket, and what waits at each end. */
export function queueChartData(movement: QueueMovement): QueueChartData {
  const points = waitingSeries(movement);
  return {
    bucket: movement.bucket,
    times: points.map((point) => point.time),
    blocked: movement.waiting.buckets.map((bucket) => bucket.blocked),
    decided: movement.waiting.buckets.map((bucket) => bucket.decided),
    waiting: points.map((point) => point.waiting),
    oldestWait: points.map((point) => point.oldestWait),
    waitingBefore: movement.waiting.before.blocked - movement.waiting.before.decided,
  };
}

const messages = (count: number) => `${formatCount(count)} ${count === 1 ? 'message' : 'messages'}`;

/**
 * The answer to "is the queue growing?" in one sentence: "The queue grew from 4 to 12 waiting
 * messages: 40 blocked, 32 decided." Said beside the chart, for everyone and for screen readers.
 */
export function queueSummary(data: QueueChartData): string {
  const blocked = data.blocked.reduce((sum, n) => sum + n, 0);
  const decided = data.decided.reduce((sum, n) => sum + n, 0);
  const start = data.waitingBefore;
  const end = data.waiting.at(-1) ?? start;
  const flow = `${formatCount(blocked)} blocked, ${formatCount(decided)} decided`;
  if (end > start) return `The queue grew from ${formatCount(start)} to ${messages(end)} waiting: ${flow}.`;
  if (end < start) return `The queue shrank from ${formatCount(start)} to ${messages(end)} waiting: ${flow}.`;
  return `The queue held at ${messages(end)} waiting: ${flow}.`;
}

/** What one bucket holds, in words: "25 Nov 2026: 8 blocked, 5 decided; 12 messages waiting at its end, the oldest for 3 h." */
export function describeQueueBucket(data: QueueChartData, index: number, locale?: string): string {
  const time = data.times[index];
  if (time === undefined) return '';
  const waiting = data.waiting[index] ?? 0;
  const oldest = data.oldestWait[index] ?? null;
  const wait = waiting > 0 && oldest !== null ? `, the oldest for ${formatWait(oldest)}` : '';
  return `${bucketLabel(time, data.bucket, locale)}: ${formatCount(data.blocked[index] ?? 0)} blocked, ${formatCount(
    data.decided[index] ?? 0,
  )} decided; ${messages(waiting)} waiting at its end${wait}.`;
}

/** Arrow keys move between buckets, Home and End jump to the ends; undefined: the key is not the chart's. */
export function moveQueueIndex(index: number, key: string, length: number): number | undefined {
  const last = Math.max(0, length - 1);
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, index - 1);
    case 'ArrowRight':
      return Math.min(last, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
