import { apiRequest } from './client.ts';
import { apiPaths } from './paths.ts';
import { engineFailuresSchema } from '../../contract/schemas/engine-failures.ts';

/** The messages the moderation engine failed on in the server's window (5 minutes), newest first. */
export async function getEngineFailures(appId: string, signal?: AbortSignal) {
  return (await apiRequest(apiPaths.engineFailures(appId), engineFailuresSchema, { signal })).data;
}
