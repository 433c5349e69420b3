import type { Context } from 'hono';

/**
 * Sets headers on the response a handler already returned. Hono's `c.header()` at that point
 * copies the whole response first, on every call (and @hono/node-server then sends the copy's
 * body as a stream instead of a string). A response made in this process has mutable headers,
 * so they are set in place; one with immutable headers (from fetch, or Response.redirect)
 * throws a TypeError before anything changes, and only then goes through `c.header()`.
 */
export function setResponseHeaders(c: Context, entries: readonly (readonly [string, string])[]): void {
  try {
    const { headers } = c.res;
    for (const [name, value] of entries) headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    for (const [name, value] of entries) c.header(name, value);
  }
}
