import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { csrfProblem } from '../csrf.ts';
import { errorJson } from './errors.ts';
import { bodyOf } from './json-body.ts';
import { setRateLimitHeaders } from './rate-limit.ts';

export const FAULT_OPERATIONS = [
  'rules',
  'blocked-messages',
  'revisions',
  'keywords',
  'keyword',
  'rule',
  'settings-get',
  'settings-patch',
  'decide-blocked',
  'reviewed-messages',
  'flagged-messages',
  'decide-flagged',
  'reasons',
  'write-rule',
  'write-keyword',
  'write-reason',
] as const;
export const FAULT_KINDS = [
  '500',
  '429',
  '401',
  'no-access',
  'apikey-not-found',
  'malformed',
  'truncated',
  'wrong-shape',
  'delay',
] as const;
export type FaultOperation = (typeof FAULT_OPERATIONS)[number];

// Strict so that a typo such as "time" is a 400, not a silently ignored option.
const faultSchema = z.strictObject({
  operation: z.enum(FAULT_OPERATIONS),
  kind: z.enum(FAULT_KINDS),
  times: z.number().int().min(1).max(1000).default(1),
  retryAfter: z.number().int().min(0).max(3600).default(2),
  delayMs: z.number().int().min(0).max(120_000).default(20_000),
  // Only this app's requests take the fault, so specs on other apps running in parallel
  // cannot use it up. Without it, any app's next request does.
  appId: z.string().min(1).optional(),
});
type Fault = z.infer<typeof faultSchema>;

/** Faults queued for the next requests of each operation; each fault answers `times` requests. */
export class FaultQueue {
  readonly #queued = new Map<FaultOperation, Fault[]>();

  add(fault: Fault): void {
    this.#queued.set(fault.operation, [...(this.#queued.get(fault.operation) ?? []), { ...fault }]);
  }

  take(operation: FaultOperation, appId?: string): Fault | undefined {
    const queued = this.#queued.get(operation) ?? [];
    const index = queued.findIndex((fault) => fault.appId === undefined || fault.appId === appId);
    const found = queued[index];
    if (!found) return undefined;
    const rest = queued.filter((_, i) => i !== index);
    if (found.times > 1) rest.splice(index, 0, { ...found, times: found.times - 1 });
    this.#queued.set(operation, rest);
    return found;
  }

  list(): Fault[] {
    return [...this.#queued.values()].flat();
  }

  /** Clears one operation's faults, or all of them. */
  clear(operation?: FaultOperation): void {
    if (operation) this.#queued.delete(operation);
    else this.#queued.clear();
  }
}

const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/** Runs after authentication, so a stray unauthenticated probe does not use up a fault. */
export function injectFault(queue: FaultQueue | undefined, operation: FaultOperation): MiddlewareHandler {
  return async (c, next) => {
    const fault = queue?.take(operation, c.req.param('appId'));
    if (!fault) return next();
    switch (fault.kind) {
      case '500':
        return errorJson(c, 500, 'ERR_OPERATION_FAILED', 'Injected fault: the operation failed.');
      case '429':
        c.header('Retry-After', String(fault.retryAfter));
        setRateLimitHeaders(c, 0, Math.floor(Date.now() / 1000) + fault.retryAfter);
        return errorJson(c, 429, 'ERR_TOO_MANY_REQUESTS', 'Injected fault: too many requests.');
      case '401':
        return errorJson(c, 401, 'AUTH_ERR_APIKEY_NOT_FOUND', 'Injected fault: credentials rejected.');
      // As the service answers them: a key without the full-access scope is 403, an unknown key 404.
      case 'no-access':
        return errorJson(
          c,
          403,
          'AUTH_ERR_NO_ACCESS',
          'Injected fault: the key cannot be used for this operation; use an API key with full access.',
        );
      case 'apikey-not-found':
        return errorJson(c, 404, 'AUTH_ERR_APIKEY_NOT_FOUND', 'Injected fault: the key does not exist.');
      case 'malformed':
        return c.body('{"data": [ this is not JSON', 200, JSON_TYPE);
      case 'wrong-shape':
        return c.json({ data: 'oops' }, 200);
      case 'delay':
        await sleep(fault.delayMs, undefined, { signal: c.req.raw.signal });
        return next();
      case 'truncated': {
        await next();
        const text = await c.res.text();
        // Drop c.res first: the setter would otherwise copy the old response's headers.
        c.res = undefined;
        c.res = new Response(text.slice(0, Math.floor(text.length / 2)), { status: 200, headers: JSON_TYPE });
        return;
      }
    }
  };
}

/**
 * With faults on, a page on another site could otherwise queue a fault (a 60 s delay, a 401) in
 * the dashboard of whoever opens it: queueing and clearing follow the /api rules for changes.
 */
export function faultRoutes(queue: FaultQueue): Hono {
  const app = new Hono();
  app.use((c, next) => {
    const problem = csrfProblem({ url: c.req.url, method: c.req.method, headers: c.req.raw.headers });
    if (problem)
      return Promise.resolve(
        errorJson(
          c,
          403,
          'ERR_CSRF',
          `Faults can be changed only from this server's own origin: ${problem}. Send X-Requested-With and this server's Origin.`,
        ),
      );
    return next();
  });
  app.get('/', (c) => c.json({ data: queue.list() }));
  app.post('/', async (c) => {
    const parsed = await bodyOf(c, faultSchema);
    if (!parsed.ok) return parsed.response;
    queue.add(parsed.value);
    return c.json({ data: parsed.value }, 201);
  });
  app.delete('/', (c) => {
    const operation = c.req.query('operation');
    if (operation !== undefined && !FAULT_OPERATIONS.includes(operation as FaultOperation)) {
      return errorJson(c, 400, 'ERR_BAD_REQUEST', `Unknown operation "${operation}".`);
    }
    queue.clear(operation as FaultOperation | undefined);
    return c.json({ data: { success: true } });
  });
  return app;
}
