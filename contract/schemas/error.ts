import { z } from './zod.ts';

/** `{ error: { code, message, devMessage, details | source } }`, every part optional. */
export const errorBodySchema = z.looseObject({
  error: z.optional(
    z.looseObject({
      code: z.optional(z.string()),
      message: z.optional(z.string()),
      devMessage: z.optional(z.string()),
      details: z.optional(z.unknown()),
      source: z.optional(z.unknown()),
    }),
  ),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
