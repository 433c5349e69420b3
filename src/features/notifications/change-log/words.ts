/** One recorded change: a top-level field of the body sent, its value before (when known) and the one sent. */
export interface FieldChange {
  path: string;
  old?: unknown;
  new: unknown;
}

const MAX_QUOTED_CHARS = 60;
const MAX_ITEMS_NAMED = 8;

/** A piece of text as the log quotes it, kept short: `'pin'`. */
export function quote(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return `'${text.length > MAX_QUOTED_CHARS ? `${text.slice(0, MAX_QUOTED_CHARS - 1)}…` : text}'`;
}

/** `'a', 'b' and 3 more`: a long list names its first few and counts the rest. */
export function namedItems(items: readonly string[]): string {
  const named = items.slice(0, MAX_ITEMS_NAMED).join(', ');
  const rest = items.length - MAX_ITEMS_NAMED;
  return rest > 0 ? `${named} and ${rest} more` : named;
}

/**
 * What went into a list and what left it, compared by `key` (each item once, in its order). A
 * value that is not a list counts as empty: "not known" is the caller's to say.
 */
export function listDiff(
  old: unknown,
  now: unknown,
  key: (item: unknown) => string = (item) => JSON.stringify(item) ?? '',
): { added: unknown[]; removed: unknown[] } {
  const before = Array.isArray(old) ? old : [];
  const after = Array.isArray(now) ? now : [];
  const beforeKeys = new Set(before.map(key));
  const afterKeys = new Set(after.map(key));
  return {
    added: after.filter((item) => !beforeKeys.has(key(item))),
    removed: before.filter((item) => !afterKeys.has(key(item))),
  };
}

/** The words every named resource shares (its name and its description); undefined for any other field. */
export function nameOrDescriptionLine(change: FieldChange): string | undefined {
  if (change.path === 'name') return `renamed to ${quote(change.new)}`;
  if (change.path !== 'description') return undefined;
  return change.new === '' || change.new === null ? 'description cleared' : `description set to ${quote(change.new)}`;
}

/** A field the wording does not know, still said: `category changed to 'x'`. */
export function otherFieldLine(change: FieldChange): string {
  return `${change.path} changed to ${quote(change.new)}`;
}
