import { isJsonObject, jsonEqual } from '../../src/lib/json.ts';

/** One changed setting: its dotted path, the value before (when known) and the value sent. */
export interface SettingChange {
  path: string;
  old?: unknown;
  new: unknown;
}


/** Every leaf of a PATCH body (arrays and empty objects are leaves: they are set as a whole). */
export function leaves(value: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (!isJsonObject(value) || (Object.keys(value).length === 0 && path.length > 0)) return [{ path, value }];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
}

function valueAt(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isJsonObject(node) && Object.hasOwn(node, key) ? node[key] : undefined), tree);
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
    return jsonEqual(old, leaf.value) ? [] : [{ path: leaf.path.join('.'), old: old ?? null, new: leaf.value }];
  });
}
