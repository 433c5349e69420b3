import { listChanges, type Change } from './changed-settings.ts';
import { isJsonObject, type JsonObject } from '../../../lib/json.ts';
import { getAt } from './json.ts';

export interface ResetPreview {
  /** Each documented setting whose current value differs from its default: before is now, after the default. */
  changes: Change[];
  /** Settings the service holds that the documentation gives no default for: what the reset does to them is not known. */
  undocumented: string[][];
}

function leafPaths(tree: unknown, path: string[] = []): string[][] {
  if (!isJsonObject(tree) || Object.keys(tree).length === 0 || path.at(-1) === 'customJson')
    return path.length > 0 ? [path] : [];
  return Object.entries(tree).flatMap(([key, value]) => leafPaths(value, [...path, key]));
}

/**
 * What "Reset to the service's defaults" would change, worked out without asking the service:
 * the current settings against the documented defaults (which the emulator restores exactly).
 * A setting absent now (a day without a schedule) changes too; its "before" is undefined.
 */
export function resetChanges(current: JsonObject, defaults: JsonObject): ResetPreview {
  // A leaf under a setting that has a default of its own (an object where text belongs) is that setting's change.
  const hasDefault = (path: string[]) =>
    path.some((_, i) => {
      const value = getAt(defaults, path.slice(0, i + 1));
      return value !== undefined && (i === path.length - 1 || !isJsonObject(value));
    });
  const undocumented = leafPaths(current).filter((path) => !hasDefault(path));
  return { changes: listChanges(current, defaults), undocumented };
}
