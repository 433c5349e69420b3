import type { Hono } from 'hono';
import { z } from 'zod';
import { queryApprovedLater } from './approved-later-query.ts';
import type { WithStore } from './revision-performance-route.ts';

const unixSeconds = z
  .string()
  .regex(/^\d{1,12}$/, 'must be a time in Unix seconds')
  .transform(Number);

/** `[?from=&to=]` (Unix seconds, blocked in [from, to)); messages are fixed text, as in archive-query-params.ts. */
export const approvedLaterParamsSchema = z
  .strictObject(
    { from: unixSeconds.optional(), to: unixSeconds.optional() },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown parameter ${issue.keys.join(', ')}` : undefined),
    },
  )
  .refine((params) => params.from === undefined || params.to === undefined || params.from < params.to, {
    path: ['to'],
    message: 'must be after from',
  });

/**
 * `GET /:appId/archive/approved-later[?from=&to=]`: every rule revision's blocks and how many of
 * them moderators later approved. The one source of that figure for every page.
 */
export function addApprovedLaterRoute(routes: Hono, withStore: WithStore): void {
  routes.get('/:appId/archive/approved-later', (c) =>
    withStore(
      c,
      (query) => approvedLaterParamsSchema.safeParse(query),
      async (db, appId, params) => ({ data: await queryApprovedLater(db, appId, params) }),
    ),
  );
}
