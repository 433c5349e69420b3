import { z } from './zod.ts';

/** The longest reason kept with a user or group action: a flag reason's name, or a short sentence. */
export const ACTION_REASON_MAX = 200;

/**
 * What the page sends with a user or group action (its form checks it, and the server again): the
 * reason it was taken, required, for the audit log.
 */
export const actionReasonInputSchema = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Choose a reason.'),
      z.maxLength(ACTION_REASON_MAX, `A reason is at most ${ACTION_REASON_MAX} characters.`),
    ),
});
export type ActionReasonInput = z.infer<typeof actionReasonInputSchema>;
