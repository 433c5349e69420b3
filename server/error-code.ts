/**
 * The code of a system error (ECONNREFUSED, ENOENT), on the error or one of its causes. Only a
 * code of capitals is quoted, never a message: messages can hold a URL, a path or a header.
 */
export function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(code)) return code;
  }
  return undefined;
}
