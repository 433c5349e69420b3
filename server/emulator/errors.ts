import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error body shape of the emulator (docs/architecture.md): `{ error: { code, message } }`. */
export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  return c.json({ error: { code, message } }, status);
}

export function notFoundJson(c: Context): Response {
  return errorJson(c, 404, 'ERR_NOT_FOUND', `No emulator route for ${c.req.method} ${c.req.path}`);
}
