import type { Context } from 'hono';
import { errorJson } from './errors.ts';
import { parseLimit } from './limit.ts';
import { listBody } from './store.ts';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/**
 * Answers a list of pre-serialised items with the page size in force, or a 400 for a bad limit.
 * `honoursLimit: false` answers the default page whatever `limit` says, as a service that ignores
 * an undocumented parameter would (EMULATOR_IGNORE_LIMIT).
 */
export function listResponse(
  c: Context,
  items: readonly string[],
  defaultLimit: number,
  honoursLimit = true,
): Response {
  const limit = parseLimit(honoursLimit ? c.req.query('limit') : undefined, defaultLimit);
  if (!limit.ok) return errorJson(c, 400, 'ERR_BAD_REQUEST', limit.message);
  return c.body(listBody(items, limit.limit), 200, JSON_TYPE);
}
