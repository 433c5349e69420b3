import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';

export const connectionHealthSchema = z.looseObject({
  reachable: z.boolean(),
  credentials: z.enum(['accepted', 'rejected', 'unknown']),
  latencyMs: z.number(),
  /** Unix seconds. */
  checkedAt: z.number(),
  status: z.optional(z.number()),
  problem: z.optional(z.string()),
});
export type ConnectionHealth = z.infer<typeof connectionHealthSchema>;

const healthResponseSchema = z.looseObject({ data: connectionHealthSchema });

/** The server's check of one app's upstream; `fresh` asks it to check again now rather than reuse a recent answer. */
export async function getConnectionHealth(
  appId: string,
  options: { fresh?: boolean; signal?: AbortSignal } = {},
): Promise<ConnectionHealth> {
  const path = `${apiPaths.health(appId)}${options.fresh ? '?fresh=1' : ''}`;
  return (await apiRequest(path, healthResponseSchema, { signal: options.signal })).data;
}
