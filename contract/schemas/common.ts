import { readable, z } from './zod.ts';

/** A count the real service documents as a string in queries but returns as a number. */
export const countSchema = z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);

/** `message` on a condition: an array in the reference, a single string in the wild. */
export const stringOrStringsSchema = z.union([z.array(z.string()), z.string()]);

export const listMetaSchema = z.looseObject({
  current: z.optional(
    z.looseObject({
      limit: z.optional(countSchema),
      count: z.optional(countSchema),
    }),
  ),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** List envelope: items stay `unknown` so each one can be checked on its own. */
export const listEnvelopeSchema = z.looseObject({
  data: z.array(z.unknown()),
  meta: z.optional(listMetaSchema),
});

export const itemEnvelopeSchema = z.looseObject({
  data: z.unknown(),
});

/**
 * One record of a list after checking. A record that does not fit its schema is kept with its
 * raw JSON so the page can show it with an "unexpected data" marker instead of failing.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; raw: unknown; problem: string };

export function checkItem<T>(schema: z.ZodMiniType<T>, raw: unknown): Checked<T> {
  const result = schema.safeParse(raw, readable);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, raw, problem: z.prettifyError(result.error) };
}

export function checkItems<T>(schema: z.ZodMiniType<T>, items: unknown[]): Checked<T>[] {
  return items.map((raw) => checkItem(schema, raw));
}
