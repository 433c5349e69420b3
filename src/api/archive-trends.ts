import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

export type TrendBucket = 'hour' | 'day';

const trendCountSchema = z.looseObject({
  /** Unix seconds: the bucket's start. */
  time: z.number(),
  ruleId: z.nullable(z.string()),
  revisionId: z.nullable(z.string()),
  count: z.number(),
});
export type TrendCount = z.infer<typeof trendCountSchema>;

const trendRevisionSchema = z.looseObject({
  ruleId: z.string(),
  revisionId: z.string(),
  /** Unix seconds: when it was saved; null when the service gave no time. */
  time: z.nullable(z.number()),
});
export type TrendRevision = z.infer<typeof trendRevisionSchema>;

const trendsSchema = z.looseObject({
  data: z.looseObject({
    bucket: z.enum(['hour', 'day']),
    from: z.number(),
    to: z.number(),
    counts: z.array(trendCountSchema),
    revisions: z.array(trendRevisionSchema),
    /** Names the archive last saw (for rules the service may no longer list). */
    rules: z.optional(z.array(z.looseObject({ ruleId: z.string(), name: z.string() }))),
    /** Messages the moderation engine failed on, per bucket with any (its webhooks); none from an older server. */
    engineFailures: z.optional(z.array(z.looseObject({ time: z.number(), count: z.number() }))),
  }),
});
export type ArchiveTrends = z.infer<typeof trendsSchema>['data'];

export interface TrendQuery {
  bucket: TrendBucket;
  from: number;
  to: number;
}

/** Blocked messages per bucket, rule and revision, and each revision's time (chart markers). */
export async function getArchiveTrends(
  appId: string,
  { bucket, from, to }: TrendQuery,
  signal?: AbortSignal,
): Promise<ArchiveTrends> {
  const path = apiPaths.archive(
    appId,
    `trends?${new URLSearchParams({ bucket, from: String(from), to: String(to) }).toString()}`,
  );
  return (await apiRequest(path, trendsSchema, { signal })).data;
}
