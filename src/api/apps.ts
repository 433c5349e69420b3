import { z } from '../../contract/schemas/zod.ts';
import { apiRequest } from './client.ts';

export const appSummarySchema = z.looseObject({
  appId: z.string(),
  name: z.string(),
  /** The service's webhooks reach this app's dashboard: the engine-failure banner follows them. */
  webhooks: z.optional(z.boolean()),
  /** Only on an app with token-based file access: where its own media lives. */
  mediaUrlPrefixes: z.optional(z.array(z.string())),
});
export type AppSummary = z.infer<typeof appSummarySchema>;

const appsResponseSchema = z.looseObject({ data: z.array(appSummarySchema) });

/** The apps the server is configured for: ids and names (and where token-accessed media lives), never secrets. */
export async function listApps(signal?: AbortSignal): Promise<AppSummary[]> {
  const response = await apiRequest('/api/apps', appsResponseSchema, { signal });
  return response.data;
}
