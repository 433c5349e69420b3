import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { unknownApp } from '../app-lookup.ts';
import { describeIssues, strictParams, unixSeconds, TREND_BUCKETS } from '../archive/archive-query-params.ts';
import type { DashboardConfig } from '../config.ts';
import type { DecisionLog } from '../decisions/decision-log.ts';
import { jsonError, storeUnavailable } from '../json-error.ts';
import type { LogLine } from '../request-log.ts';
import { isSafeId } from '../safe-id.ts';
import type { Database } from '../store/schema.ts';
import { describeCode, errorCode } from '../store/store-error.ts';
import { queueMovement } from './queue-movement-query.ts';

/**
 * The most buckets one answer holds. The work is a few statements over the app's archive whatever
 * the range; the limit keeps the answer (and the chart) a size a page draws at once.
 */
export const MAX_MOVEMENT_BUCKETS = 1000;

/** The longest range per bucket, in words: "1,000 hours (41 days)". */
export function longestRange(bucket: keyof typeof TREND_BUCKETS): string {
  const count = MAX_MOVEMENT_BUCKETS.toLocaleString('en-US');
  if (bucket === 'day') return `${count} days`;
  return `${count} hours (${Math.floor((MAX_MOVEMENT_BUCKETS * TREND_BUCKETS.hour) / TREND_BUCKETS.day)} days)`;
}

const paramsSchema = strictParams({
  bucket: z.enum(['hour', 'day'], { error: 'must be "hour" or "day"' }),
  from: unixSeconds,
  to: unixSeconds,
})
  .refine((params) => params.from < params.to, { path: ['to'], message: 'must be after from' })
  .superRefine(({ bucket, from, to }, context) => {
    if ((to - from) / TREND_BUCKETS[bucket] > MAX_MOVEMENT_BUCKETS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `is too far after from: bucket=${bucket} covers at most ${longestRange(bucket)}; ask for a shorter range${bucket === 'hour' ? ' or bucket=day' : ''}`,
      });
  });

export interface QueueMovementDeps {
  config: DashboardConfig;
  /** Undefined without a store: the route answers 503. */
  db: Kysely<Database> | undefined;
  decisions: DecisionLog;
  log?: LogLine;
  now?: () => number;
}

/**
 * `GET /api/apps/:appId/archive/queue-movement?bucket=&from=&to=`: what the trends page's "How
 * the queue moves" computes its figures from (queue-movement-query.ts). Every role may read it,
 * as every role may read the decision log.
 */
export function queueMovementRoutes({ config, db, decisions, log, now = Date.now }: QueueMovementDeps): Hono {
  const apps = new Set(config.apps.map((app) => app.appId));
  const routes = new Hono();
  routes.get('/:appId/archive/queue-movement', async (c) => {
    const appId = c.req.param('appId');
    if (!isSafeId(appId) || !apps.has(appId)) return unknownApp();
    const parsed = paramsSchema.safeParse(c.req.query());
    if (!parsed.success)
      return jsonError(400, 'ERR_BAD_REQUEST', `The queue-movement query is invalid: ${describeIssues(parsed.error)}.`);
    if (!db)
      return storeUnavailable(
        'This dashboard server runs without a store, so it keeps no archive and no decision log to read the queue from.',
      );
    const { bucket, from, to } = parsed.data;
    try {
      const data = await queueMovement(db, decisions, appId, {
        from,
        to,
        size: TREND_BUCKETS[bucket],
        now: Math.floor(now() / 1000),
      });
      return c.json({ data: { bucket, ...data } }, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      const code = describeCode(errorCode(error));
      log?.(JSON.stringify({ time: new Date().toISOString(), level: 'error', event: 'queue-movement-failed', code }));
      return storeUnavailable(`The store cannot be reached (${code}); the figures come back once it is.`);
    }
  });
  return routes;
}
