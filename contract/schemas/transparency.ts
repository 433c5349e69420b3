import { z } from './zod.ts';

/**
 * `GET /api/apps/:appId/archive/transparency?from=&to=`: what a transparency report counts, per
 * month (UTC) of a period: the engine's blocks by rule (automatic), and the moderators' decisions
 * and user actions through this dashboard by reason and rule (by a person), with how long a
 * decision came after its block.
 */
export const transparencyRowSchema = z.object({
  /** The month, `YYYY-MM`, UTC. */
  month: z.string(),
  by: z.enum(['automatic', 'person']),
  /**
   * What was done: `blocked` (the engine), `blocked:<decision>` or `flagged:<decision>` (a
   * decision as the decision log keeps it), `user:<operation>` (a user or group action).
   */
  action: z.string(),
  /** The reason the person chose; null for the engine's blocks and for a decision taken without one. */
  reason: z.nullable(z.string()),
  /** The rule that blocked the message; null when none is known (a user action, a flagged message). */
  ruleId: z.nullable(z.string()),
  count: z.number(),
  /** Seconds from the block to the decision, the median over the decided messages the archive holds; else null. */
  medianSeconds: z.nullable(z.number()),
});
export type TransparencyRow = z.infer<typeof transparencyRowSchema>;

export const transparencySchema = z.object({
  data: z.object({
    from: z.number(),
    to: z.number(),
    rows: z.array(transparencyRowSchema),
    /** False when the period held more decisions or actions than the server reads: the oldest are left out. */
    complete: z.boolean(),
  }),
});
export type TransparencyAnswer = z.infer<typeof transparencySchema>['data'];
