import type { Hono } from 'hono';
import { z } from 'zod';
import { listAsOf } from './list-revisions.ts';
import type { WithStore } from './revision-performance-route.ts';

/** `?at=` (Unix seconds), required; messages are fixed text, as in archive-query-params.ts. */
export const listAsOfParamsSchema = z.strictObject(
  {
    at: z
      .string()
      .regex(/^\d{1,12}$/, 'must be a time in Unix seconds')
      .transform(Number),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined),
  },
);

/**
 * `GET /:appId/archive/keyword-lists/:listId?at=`: the keyword list as it stood at `at`, from the
 * revisions the archive saw (contract/list-as-of.ts); `data` is null when it never saw the list.
 */
export function addListAsOfRoute(routes: Hono, withStore: WithStore): void {
  routes.get('/:appId/archive/keyword-lists/:listId', (c) =>
    withStore(
      c,
      (query) => listAsOfParamsSchema.safeParse(query),
      async (db, appId, params) => ({ data: await listAsOf(db, appId, c.req.param('listId'), params.at) }),
    ),
  );
}
