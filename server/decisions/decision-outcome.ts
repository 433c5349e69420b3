/** The error code and words of a JSON error body (`{ error: { code, message } }`), if it is one. */
export function errorOf(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const { error } = body;
  if (typeof error !== 'object' || error === null) return {};
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message.slice(0, 500) : undefined;
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}
