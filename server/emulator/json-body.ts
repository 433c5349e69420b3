import type { Context } from 'hono';
import { errorJson } from './errors.ts';

/** What a zod (mini) `safeParse` gives, as far as the emulator reads it. */
export type BodyParser<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

/**
 * A request's JSON body checked against `schema`, or the 400 the emulator answers (its own
 * wording: docs/service.md lists it among the emulator's invented answers).
 */
export async function bodyOf<T>(
  c: Context,
  schema: BodyParser<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: errorJson(c, 400, 'ERR_BAD_REQUEST', 'The body must be JSON.') };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const words = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  return { ok: false, response: errorJson(c, 400, 'ERR_BAD_REQUEST', `Unexpected body: ${words}.`) };
}
