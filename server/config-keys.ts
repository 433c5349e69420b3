import type { z } from 'zod';

/**
 * Words for a key the connections file does not know: its name (a field name, not a value, so
 * it may be printed, but quoted and cut short) and the nearest known key when one is close.
 */
export function unknownKeysMessage(keys: readonly string[], known: readonly string[]): string {
  return keys
    .map((key) => {
      const nearest = nearestKey(key, known);
      return `unknown key ${JSON.stringify(key.slice(0, 64))}${nearest === undefined ? '' : ` (did you mean "${nearest}"?)`}`;
    })
    .join('; ');
}

/** The known key a typo most likely meant: case ignored, at most a few letters apart. */
export function nearestKey(key: string, known: readonly string[]): string | undefined {
  const typed = key.toLowerCase();
  const allowed = Math.max(1, Math.floor(typed.length / 4));
  let best: { key: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate.toLowerCase());
    if (distance <= allowed && (best === undefined || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key;
}

/** Levenshtein distance; keys are short, so the plain two-row table is enough. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? Infinity;
}

/**
 * The `error` of a strict object in the file: an unknown key is named (the default message of a
 * custom `error` would hide it), anything else gets `otherwise` (or zod's own words).
 */
export function strictObjectError(knownKeys: () => readonly string[], otherwise?: string) {
  return (issue: z.core.$ZodRawIssue): string | undefined =>
    issue.code === 'unrecognized_keys' ? unknownKeysMessage(issue.keys, knownKeys()) : otherwise;
}
