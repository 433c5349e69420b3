import { listChanges, type Change } from './changed-settings.ts';
import { isJsonObject, type JsonObject } from '../../../../contract/json.ts';
import { getAt, mergeSettings, type Path } from './json.ts';
import { ABSENT_BY_DEFAULT } from './known-fields.ts';

export interface ResetPreview {
  /**
   * Each documented setting whose current value differs from its default: before is now, after
   * the default. A setting whose default is absence (custom JSON) goes: its after is undefined.
   */
  changes: Change[];
  /** Settings the service holds that the documentation gives no default for: what the reset does to them is not known. */
  undocumented: string[][];
}

function leafPaths(tree: unknown, path: string[] = []): string[][] {
  if (!isJsonObject(tree) || Object.keys(tree).length === 0 || path.at(-1) === 'customJson')
    return path.length > 0 ? [path] : [];
  return Object.entries(tree).flatMap(([key, value]) => leafPaths(value, [...path, key]));
}

const isUnder = (path: Path, prefix: Path) => prefix.length <= path.length && prefix.every((key, i) => path[i] === key);

/**
 * What "Reset to the service's defaults" would change, worked out without asking the service:
 * the current settings against the documented defaults (which the emulator restores exactly),
 * and the settings whose documented default is absence (`absent`), which the reset removes.
 * A setting absent now (a day without a schedule) changes too; its "before" is undefined.
 */
export function resetChanges(
  current: JsonObject,
  defaults: JsonObject,
  absent: readonly Path[] = ABSENT_BY_DEFAULT,
): ResetPreview {
  // A leaf under a setting that has a default of its own (an object where text belongs) is that setting's change.
  const hasDefault = (path: string[]) =>
    absent.some((gone) => isUnder(path, gone)) ||
    path.some((_, i) => {
      const value = getAt(defaults, path.slice(0, i + 1));
      return value !== undefined && (i === path.length - 1 || !isJsonObject(value));
    });
  const undocumented = leafPaths(current).filter((path) => !hasDefault(path));
  const removed = absent.flatMap((path): Change[] => {
    const before = getAt(current, path);
    return before === undefined ? [] : [{ path: [...path], before, after: undefined }];
  });
  return { changes: [...removed, ...listChanges(current, defaults)], undocumented };
}

/** What the service holds after a reset, when it cannot be asked: the defaults over `current`, less what has none. */
export function settingsAfterReset(
  current: JsonObject,
  defaults: JsonObject,
  absent: readonly Path[] = ABSENT_BY_DEFAULT,
): JsonObject {
  const after = mergeSettings(current, defaults);
  for (const path of absent) {
    const parent = getAt(after, path.slice(0, -1));
    const key = path.at(-1);
    if (isJsonObject(parent) && key !== undefined) delete parent[key];
  }
  return after;
}
