import type { TrendBucket } from '../../../api/archive-trends.ts';
import { unixSecondsParam } from '../../../lib/search-params.ts';

export type RangeKey = '24h' | '7d' | '30d' | 'custom';

export const RANGE_KEYS: readonly RangeKey[] = ['24h', '7d', '30d', 'custom'];
export const BUCKET_SECONDS: Record<TrendBucket, number> = { hour: 3600, day: 86_400 };
const PRESET_SECONDS: Record<Exclude<RangeKey, 'custom'>, number> = {
  '24h': 86_400,
  '7d': 7 * 86_400,
  '30d': 30 * 86_400,
};
export const DEFAULT_RANGE: Exclude<RangeKey, 'custom'> = '30d';
/** The server's cap on buckets per chart: longer ranges count by day. */
const MAX_BUCKETS = 10_000;

export interface TrendRange {
  range: RangeKey;
  bucket: TrendBucket;
  /** Unix seconds, whole buckets: [from, to). */
  from: number;
  to: number;
}

const isRange = (value: string | null): value is RangeKey => RANGE_KEYS.includes(value as RangeKey);
const isBucket = (value: string | null): value is TrendBucket => value === 'hour' || value === 'day';

/** A day's worth of hours reads best by hour; a week or a month by day. */
function defaultBucket(range: RangeKey): TrendBucket {
  return range === '24h' ? 'hour' : 'day';
}

/**
 * The chart's range and bucket from the URL (`range`, `bucket`, and `from`/`to` for a custom
 * range), in whole buckets so that the same URL within the same hour asks the same question
 * (one cache entry, and the route's early fetch is the page's). A custom range without a valid
 * from and to falls back to the default.
 */
export function readTrendRange(search: URLSearchParams, nowSeconds: number): TrendRange {
  const asked = search.get('range');
  let range: RangeKey = isRange(asked) ? asked : DEFAULT_RANGE;
  const askedBucket = search.get('bucket');
  let bucket = isBucket(askedBucket) ? askedBucket : defaultBucket(range);
  let from: number;
  let to: number;
  const customFrom = unixSecondsParam(search.get('from'));
  const customTo = unixSecondsParam(search.get('to'));
  if (range === 'custom' && customFrom !== undefined && customTo !== undefined && customFrom < customTo) {
    from = customFrom;
    to = customTo;
  } else {
    const preset = range === 'custom' ? DEFAULT_RANGE : range;
    range = preset;
    const size = BUCKET_SECONDS[bucket];
    to = Math.ceil(nowSeconds / size) * size;
    from = to - PRESET_SECONDS[preset];
  }
  if ((to - from) / BUCKET_SECONDS[bucket] > MAX_BUCKETS) bucket = 'day';
  const size = BUCKET_SECONDS[bucket];
  // from < to on both paths, so the rounded end is always at least one bucket past the rounded start.
  return { range, bucket, from: Math.floor(from / size) * size, to: Math.ceil(to / size) * size };
}

/** The URL's params for a range (other params kept); a preset drops a custom range's from and to. */
export function withTrendRange(
  current: URLSearchParams,
  next: { range: RangeKey; bucket?: TrendBucket; from?: number; to?: number },
): URLSearchParams {
  const params = new URLSearchParams(current);
  params.set('range', next.range);
  if (next.bucket) params.set('bucket', next.bucket);
  else params.delete('bucket');
  if (next.range === 'custom' && next.from !== undefined && next.to !== undefined) {
    params.set('from', String(next.from));
    params.set('to', String(next.to));
  } else {
    params.delete('from');
    params.delete('to');
  }
  return params;
}
