import { isAtomicPath } from './atomic-paths.ts';
import { isJsonObject, jsonEqual, type JsonObject } from '../../../../contract/json.ts';
import { assign, getAt, type Path } from './json.ts';

/**
 * The PATCH body: only what differs between `baseline` (what the server had, `{}` when unknown)
 * and `current` (the form as a settings tree), as a nested partial object. Objects that must
 * not arrive half (see `isAtomicPath`) are sent whole; where the baseline did not know some of
 * their fields, `fill` (the documented defaults shown as placeholders) completes them.
 * Returns null when nothing changed: nothing is sent.
 */
export function changedSettings(baseline: JsonObject, current: JsonObject, fill?: JsonObject): JsonObject | null {
  const body = diff(baseline, current, [], fill);
  return isJsonObject(body) ? body : null;
}

function diff(base: unknown, cur: unknown, path: Path, fill: unknown): unknown {
  if (isJsonObject(cur) && !isAtomicPath(path)) {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(cur)) {
      const child = diff(childOf(base, key), value, [...path, key], childOf(fill, key));
      if (child !== undefined) assign(out, key, child);
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  if (jsonEqual(base, cur)) return undefined;
  if (isJsonObject(cur) && isJsonObject(fill) && path.at(-1) !== 'customJson') {
    return structuredClone({ ...fill, ...cur });
  }
  return structuredClone(cur);
}

function childOf(node: unknown, key: string): unknown {
  return isJsonObject(node) && Object.hasOwn(node, key) ? node[key] : undefined;
}

export interface Change {
  path: string[];
  /** undefined: the value was not known (or not there). */
  before: unknown;
  after: unknown;
}

/** Every changed leaf (customJson counts as one), in the order of `current`. */
export function listChanges(baseline: JsonObject, current: JsonObject): Change[] {
  const changes: Change[] = [];
  const walk = (cur: unknown, path: string[]) => {
    const isLeaf = !isJsonObject(cur) || Object.keys(cur).length === 0 || path.at(-1) === 'customJson';
    if (!isLeaf && isJsonObject(cur)) {
      for (const [key, value] of Object.entries(cur)) walk(value, [...path, key]);
      return;
    }
    const before = getAt(baseline, path);
    if (!jsonEqual(before, cur)) changes.push({ path, before, after: cur });
  };
  walk(current, []);
  return changes;
}

/**
 * The body that puts back what `sent` replaced: the previous value of exactly the fields sent
 * (whole objects where the PATCH sent whole objects). Null when a previous value was not
 * known, because then there is nothing honest to send back.
 */
export function undoBody(sent: JsonObject, previous: JsonObject): JsonObject | null {
  let complete = true;
  const walk = (node: unknown, path: string[]): unknown => {
    if (isJsonObject(node) && !isAtomicPath(path) && path.at(-1) !== 'customJson') {
      const out: JsonObject = {};
      for (const [key, value] of Object.entries(node)) assign(out, key, walk(value, [...path, key]));
      return out;
    }
    const before = getAt(previous, path);
    if (before === undefined) complete = false;
    return structuredClone(before);
  };
  const body = walk(sent, []);
  return complete && isJsonObject(body) ? body : null;
}

export interface Conflict {
  path: string[];
  /** What the form loaded. */
  loaded: unknown;
  /** What the server holds now. */
  server: unknown;
  /** What the user entered. */
  mine: unknown;
}

/** Fields the user changed that someone else changed on the server since the form loaded. */
export function findConflicts(loaded: JsonObject, fresh: JsonObject, current: JsonObject): Conflict[] {
  return listChanges(loaded, current).flatMap(({ path, before, after }) => {
    const server = getAt(fresh, path);
    return jsonEqual(server, before) || jsonEqual(server, after) ? [] : [{ path, loaded: before, server, mine: after }];
  });
}
