import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';
import type { TrendBucket } from './archive-trends.ts';

const waitingBucketSchema = z.looseObject({
  /** Unix seconds: the bucket's start. */
  time: z.number(),
  /** Messages the archive saw blocked, and decisions on archived messages, in the bucket. */
  blocked: z.number(),
  decided: z.number(),
  /** When the oldest message still waiting at the bucket's end was blocked; null when none was. */
  oldestWaiting: z.nullable(z.number()),
});

const movementDecisionSchema = z.looseObject({
  messageId: z.string(),
  username: z.string(),
  decision: z.enum(['approved', 'rejected']),
  /** Unix seconds. */
  decidedAt: z.number(),
  /** When the message was blocked (the archive's), null when the archive does not hold it. */
  blockedAt: z.nullable(z.number()),
});

const queueMovementSchema = z.looseObject({
  data: z.looseObject({
    bucket: z.enum(['hour', 'day']),
    from: z.number(),
    to: z.number(),
    bucketSeconds: z.number(),
    now: z.number(),
    waiting: z.looseObject({
      before: z.looseObject({ blocked: z.number(), decided: z.number() }),
      buckets: z.array(waitingBucketSchema),
      now: z.looseObject({ blocked: z.number(), decided: z.number(), oldestWaiting: z.nullable(z.number()) }),
    }),
    decisions: z.array(movementDecisionSchema),
    /** False when the range held more decisions than the server reads: the oldest are left out. */
    decisionsComplete: z.boolean(),
  }),
});
export type QueueMovementAnswer = z.infer<typeof queueMovementSchema>['data'];

export interface MovementQuery {
  bucket: TrendBucket;
  from: number;
  to: number;
}

/** What "How the queue moves" is computed from: the archive's blocks and decisions, and the decision log's. */
export async function getQueueMovement(
  appId: string,
  { bucket, from, to }: MovementQuery,
  signal?: AbortSignal,
): Promise<QueueMovementAnswer> {
  const path = apiPaths.archive(
    appId,
    `queue-movement?${new URLSearchParams({ bucket, from: String(from), to: String(to) }).toString()}`,
  );
  return (await apiRequest(path, queueMovementSchema, { signal })).data;
}
