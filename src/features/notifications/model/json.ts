import { isJsonObject, type JsonObject } from '../../../../contract/json.ts';

/** Plain JSON helpers for settings trees (nested objects of JSON values). */
export type Path = readonly string[];

export function getAt(tree: unknown, path: Path): unknown {
  let node = tree;
  for (const key of path) {
    if (!isJsonObject(node) || !Object.hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

/** Own-key assignment: a key such as `__proto__` from parsed JSON stays a plain key. */
export function assign(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Sets a value in place, creating objects on the way (own keys only, never the prototype). */
export function setAt(tree: JsonObject, path: Path, value: unknown): void {
  let node = tree;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      assign(node, key, value);
      return;
    }
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (isJsonObject(next)) {
      node = next;
    } else {
      const created: JsonObject = {};
      assign(node, key, created);
      node = created;
    }
  });
}

/** What the service does with a PATCH: objects merge key by key, anything else replaces. */
export function mergeSettings(target: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = structuredClone(target);
  for (const [key, value] of Object.entries(patch)) {
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    const merged =
      isJsonObject(value) && isJsonObject(current) ? mergeSettings(current, value) : structuredClone(value);
    assign(out, key, merged);
  }
  return out;
}

/** Human path for lists: `templates.textMessageTemplateDefault.titleGroup`. */
export function pathLabel(path: Path): string {
  return path.join('.');
}
