import type { Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../store/schema.ts';
import { queryRevisionPerformance } from './revision-performance-query.ts';

const DEFAULT_DAYS = 7;

/** `?ruleId=<id>[&days=1..90]`; messages are fixed text, as in archive-query-params.ts. */
export const revisionPerformanceParamsSchema = z.strictObject(
  {
    ruleId: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
    days: z
      .string()
      .regex(/^\d{1,2}$/, 'must be a whole number of days from 1 to 90')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 90, 'must be a whole number of days from 1 to 90')
      .optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined) },
);

type Params = z.infer<typeof revisionPerformanceParamsSchema>;

/** archive-routes.ts's shared handler: app check, parsed query, store or 503. */
export type WithStore = <T>(
  c: Context,
  parse: (query: Record<string, string>) => z.ZodSafeParseResult<T>,
  run: (db: Kysely<Database>, appId: string, params: T) => Promise<unknown>,
) => Promise<Response>;

/** `GET /:appId/archive/revision-performance?ruleId=`: how each revision of a rule performs. */
export function addRevisionPerformanceRoute(routes: Hono, withStore: WithStore): void {
  routes.get('/:appId/archive/revision-performance', (c) =>
    withStore(
      c,
      (query) => revisionPerformanceParamsSchema.safeParse(query),
      async (db, appId, params: Params) => ({
        data: await queryRevisionPerformance(db, appId, { ruleId: params.ruleId, days: params.days ?? DEFAULT_DAYS }),
      }),
    ),
  );
}
