import type { MiddlewareHandler } from 'hono';
import { jsonError } from './json-error.ts';
import { holdsUnstorable } from './store/storable-json.ts';

/** Deeper than any settings document, rule, keyword list or note; a body nested further is refused before it goes anywhere. */
export const MAX_BODY_DEPTH = 32;

/**
 * Object keys in one body, nested ones included. A settings document has about 250; each key sent
 * in a change is one line of its audit entry, so a body of 40,000 keys would be a record nobody reads.
 * List items are not keys: a keyword list's terms are bounded by the body's size (1 MB) alone.
 */
export const MAX_BODY_KEYS = 5000;

/** What a request carries that a route may pass on to the store or the service. */
export interface RequestInput {
  /** The path's parts, decoded as the routes read them. */
  path: readonly string[];
  /** Every query parameter's values, decoded as the routes read them. */
  query: Readonly<Record<string, readonly string[]>>;
  /** The body read as JSON; absent when there is none or it is not JSON (the route says so then). */
  body?: { value: unknown };
}

const UNSTORABLE =
  'must not hold a NUL character or a lone surrogate (no id, name or text needs one, and the store cannot keep it). Remove it and send again; nothing was read or changed.';
const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;
const LONGEST_NAME = 120;

/** `rule.conditions[0].value`, odd keys in brackets; cut short, so a 20,000-character key is not echoed. */
function fieldName(path: readonly (string | number)[]): string {
  const name = path
    .map((part, i) =>
      typeof part === 'number'
        ? `[${part}]`
        : PLAIN_KEY.test(part)
          ? `${i === 0 ? '' : '.'}${part}`
          : `[${JSON.stringify(part)}]`,
    )
    .join('');
  return name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME)}…` : name;
}

interface BodyWalk {
  tooDeep: boolean;
  keys: number;
  /** Where the first unstorable string is: the field holding it, and whether it is one of its keys. */
  unstorable?: { path: (string | number)[]; inKey: boolean };
}

/** One pass over the body with a stack of its own: a body 100,000 levels deep is measured, not a stack overflow. */
function walkBody(value: unknown): BodyWalk {
  const walk: BodyWalk = { tooDeep: false, keys: 0 };
  const stack: { node: unknown; path: (string | number)[] }[] = [{ node: value, path: [] }];
  const found = (path: (string | number)[], inKey: boolean) => (walk.unstorable ??= { path, inKey });
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { node, path } = next;
    if (typeof node === 'string') {
      if (holdsUnstorable(node)) found(path, false);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (path.length >= MAX_BODY_DEPTH) {
      walk.tooDeep = true;
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((item, i) => [i, item])
      : Object.entries(node);
    if (!Array.isArray(node)) walk.keys += entries.length;
    // Pushed last to first, so the first problem named is the first in the document.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string | number, unknown];
      if (typeof key === 'string' && holdsUnstorable(key)) {
        found(path, true);
        continue;
      }
      stack.push({ node: item, path: [...path, key] });
    }
  }
  return walk;
}

function bodyProblem(value: unknown): string | undefined {
  const walk = walkBody(value);
  if (walk.tooDeep)
    return `The body is nested more than ${MAX_BODY_DEPTH} levels deep, which no setting, rule, list, note or decision is. Nothing was sent.`;
  if (walk.keys > MAX_BODY_KEYS)
    return `The body holds ${walk.keys.toLocaleString('en-US')} keys; at most ${MAX_BODY_KEYS.toLocaleString('en-US')} are taken (each changed key is a line of the audit log). Send only what changed; nothing was sent.`;
  if (!walk.unstorable) return undefined;
  const { path, inKey } = walk.unstorable;
  if (inKey)
    return path.length === 0
      ? `A key of the body: ${UNSTORABLE}`
      : `A key in body field ${fieldName(path)}: ${UNSTORABLE}`;
  return path.length === 0 ? `The body: ${UNSTORABLE}` : `Body field ${fieldName(path)}: ${UNSTORABLE}`;
}

/**
 * The one check of what a request carries before any route reads it: no NUL and no lone
 * surrogate in a path part, a query parameter or a body field (PostgreSQL refuses both, and a
 * store refusing input must not read as a store that cannot be reached), and no body deeper or
 * with more keys than any real one. The words name where the problem is, never what it holds.
 */
export function inputProblem({ path, query, body }: RequestInput): string | undefined {
  for (const [i, part] of path.entries()) {
    if (!holdsUnstorable(part)) continue;
    const before = path[i - 1];
    return before === undefined
      ? `The path's first part: ${UNSTORABLE}`
      : `Path part after "${fieldName([before]).replace(/^\["|"\]$/g, '')}": ${UNSTORABLE}`;
  }
  for (const [name, values] of Object.entries(query)) {
    if (holdsUnstorable(name)) return `A query parameter's name: ${UNSTORABLE}`;
    if (values.some(holdsUnstorable)) return `Query parameter ${fieldName([name])}: ${UNSTORABLE}`;
  }
  return body ? bodyProblem(body.value) : undefined;
}

/** A path part as the router decodes it: a part that is not valid UTF-8 once decoded keeps each such run as sent. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

function parsedBody(bytes: ArrayBuffer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return undefined;
  }
}

/**
 * `inputProblem` for every request under /api, answered 400 in words. The body is already in
 * memory (request-body.ts); reading it here leaves it cached for the route.
 */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname.split('/').filter(Boolean).map(decodePart);
    const body = c.req.raw.body ? parsedBody(await c.req.arrayBuffer()) : undefined;
    const problem = inputProblem({ path, query: c.req.queries(), ...(body ? { body } : {}) });
    return problem ? jsonError(400, 'ERR_BAD_REQUEST', problem) : next();
  };
}
