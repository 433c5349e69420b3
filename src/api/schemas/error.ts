import { z } from 'zod';

/** `{ error: { code, message, devMessage, details | source } }`, every part optional. */
export const errorBodySchema = z.looseObject({
  error: z
    .looseObject({
      code: z.string().optional(),
      message: z.string().optional(),
      devMessage: z.string().optional(),
      details: z.unknown().optional(),
      source: z.unknown().optional(),
    })
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
