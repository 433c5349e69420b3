import { isJsonObject } from '../../contract/json.ts';

/** One changed setting: its path (see `settingPath`), the value before (when known) and the value sent. */
export interface SettingChange {
  path: string;
  old?: unknown;
  new: unknown;
}

/**
 * How deep the recorder walks. Bodies nested deeper are refused (`MAX_BODY_DEPTH`, input-guard.ts), but
 * old values come from the service, so every walk here stops at this depth instead of
 * recursing until the stack runs out.
 */
const MAX_WALK_DEPTH = 40;
export const TOO_DEEP = '[nested too deep to record]';

// A key that reads unambiguously after a dot; anything else is quoted in brackets.
const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

/**
 * A readable path that tells a dotted key from nested keys: `sound.chat` is `{ sound: { chat } }`,
 * `["sound.chat"]` is one key with a dot in it.
 */
export function settingPath(keys: readonly string[]): string {
  return keys
    .map((key, i) => (PLAIN_KEY.test(key) ? `${i === 0 ? '' : '.'}${key}` : `[${JSON.stringify(key)}]`))
    .join('');
}

/** Every leaf of a PATCH body (arrays and empty objects are leaves: they are set as a whole). */
export function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (!isJsonObject(value) || (Object.keys(value).length === 0 && path.length > 0) || path.length >= MAX_WALK_DEPTH)
    return [{ path, value }];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
}

function valueAt(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (isJsonObject(node) && Object.hasOwn(node, key) ? node[key] : undefined),
    tree,
  );
}

// Not contract/json.ts's jsonEqual: old values come from the service, so this one stops at a depth.
function equalWithin(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth >= MAX_WALK_DEPTH) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => equalWithin(item, b[i], depth + 1));
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && equalWithin(a[key], b[key], depth + 1))
    );
  }
  return false;
}

/** A value as it is recorded: whatever lies deeper than the walk goes is replaced by a marker. */
export function recordable(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_WALK_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => recordable(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, recordable(item, depth + 1)]));
}

/**
 * What a PATCH changed. With the settings from before it, leaves that were sent unchanged (a
 * template sent whole for one edited title) are left out and each change carries its old value
 * (null where the setting did not exist); without them every leaf sent counts as a change.
 */
export function settingChanges(patch: unknown, before: unknown): SettingChange[] {
  const sent = leaves(patch).filter((leaf) => leaf.path.length > 0);
  if (before === undefined)
    return sent.map((leaf) => ({ path: settingPath(leaf.path), new: recordable(leaf.value, leaf.path.length) }));
  return sent.flatMap((leaf) => {
    const old = valueAt(before, leaf.path);
    const depth = leaf.path.length;
    return equalWithin(old, leaf.value, depth)
      ? []
      : [{ path: settingPath(leaf.path), old: recordable(old ?? null, depth), new: recordable(leaf.value, depth) }];
  });
}

/**
 * Whether a JSON value nests objects or arrays more than `limit` levels deep. Walked with a
 * stack of its own, so a body 100000 levels deep is measured, not a stack overflow.
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const item of Array.isArray(node) ? node : Object.values(node)) stack.push([item, depth + 1]);
  }
  return false;
}
