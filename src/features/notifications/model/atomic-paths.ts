import type { Path } from './json.ts';

/**
 * Objects that are always sent whole, so the service never receives half of one: every
 * template object (`templates.<group><Variant>`, known or not), every mute-schedule day, and
 * the push `customJson`.
 */
export function isAtomicPath(path: Path): boolean {
  const [a, b, c, d] = path;
  if (a === 'templates' && path.length === 2) return b !== 'usePrivacyTemplate';
  if (a === 'preferences' && b === 'mute' && c === 'schedulePreferenceSetting')
    return path.length === 4 && d !== undefined;
  return a === 'preferences' && b === 'push' && c === 'customJson' && path.length === 3;
}
