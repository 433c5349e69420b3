import { z } from './zod.ts';

/**
 * `GET /api/apps/:appId/engine-failures`: the messages the service's moderation engine failed on
 * recently (its `moderation_engine_failed` webhooks, cometchat/docs `moderation/engine-failures.mdx`),
 * newest first. The banner on every page of the app reads it.
 */
export const engineFailureSchema = z.object({
  messageId: z.string(),
  /** The moderation pass that failed (`text`, `image`...), when the service named it. */
  contentType: z.nullable(z.string()),
  /** Milliseconds since the epoch, when the dashboard received it. */
  at: z.number(),
  /** The first failure's category (`http_5xx`, `timeout`...), when given. */
  category: z.nullable(z.string()),
});
export type EngineFailure = z.infer<typeof engineFailureSchema>;

export const engineFailuresSchema = z.object({
  data: z.object({ windowMinutes: z.number(), failures: z.array(engineFailureSchema) }),
});
