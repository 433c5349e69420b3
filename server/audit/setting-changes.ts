/** One changed setting: its dotted path, the value before (when known) and the value sent. */
export interface SettingChange {
  path: string;
  old?: unknown;
  new: unknown;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf of a PATCH body (arrays and empty objects are leaves: they are set as a whole). */
export function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (!isObject(value) || (Object.keys(value).length === 0 && path.length > 0)) return [{ path, value }];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
}

function valueAt(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) && Object.hasOwn(node, key) ? node[key] : undefined), tree);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]));
  }
  return false;
}

/**
 * What a PATCH changed. With the settings from before it, leaves that were sent unchanged (a
 * template sent whole for one edited title) are left out and each change carries its old value
 * (null where the setting did not exist); without them every leaf sent counts as a change.
 */
export function settingChanges(patch: unknown, before: unknown): SettingChange[] {
  const sent = leaves(patch).filter((leaf) => leaf.path.length > 0);
  if (before === undefined) return sent.map((leaf) => ({ path: leaf.path.join('.'), new: leaf.value }));
  return sent.flatMap((leaf) => {
    const old = valueAt(before, leaf.path);
    return sameJson(old, leaf.value) ? [] : [{ path: leaf.path.join('.'), old: old ?? null, new: leaf.value }];
  });
}
