import type { MiddlewareHandler } from 'hono';

export type LogLine = (line: string) => void;

export const stdoutLog: LogLine = (line) => {
  process.stdout.write(`${line}\n`);
};

/**
 * One JSON line per request. The path is logged without its query string (it may hold a
 * moderator's search text) and no header is logged (they carry cookies and credentials).
 * `ms` is the time to the response headers; a streamed body may take longer.
 */
export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}

/** Replaces every occurrence of a secret (longest first, so one inside another is covered). */
export function redact(text: string, secrets: readonly string[]): string {
  return [...secrets]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((result, secret) => result.split(secret).join('[redacted]'), text);
}
