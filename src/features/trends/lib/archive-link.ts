import { paths } from '../../../../contract/paths.ts';
import type { TrendBucket } from '../../../api/archive-trends.ts';
import { BUCKET_SECONDS } from './trend-range.ts';

/**
 * The archive list narrowed to one bucket (and one rule): `from` and `to` are Unix seconds, and
 * the list's `to` includes its second, so a bucket ends one second before the next begins.
 */
export function archiveListLink(
  appId: string,
  time: number,
  bucket: TrendBucket,
  ruleId: string | null | undefined,
): string {
  const query = new URLSearchParams({
    source: 'archive',
    from: String(time),
    to: String(time + BUCKET_SECONDS[bucket] - 1),
  });
  if (ruleId) query.set('ruleId', ruleId);
  return `${paths.blockedMessages(appId)}?${query.toString()}`;
}
