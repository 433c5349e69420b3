/**
 * The documented ranges of the numeric notification settings (api-facts.md), defined once:
 * the emulator answers 400 outside them and the settings form says so in words. Reads stay
 * tolerant (a real service may hold anything), so only writes are checked against them.
 */
export interface SettingRange {
  min: number;
  max: number;
}

/** Events whose setting has a third value ("only when mentioned", "reactions to any message"). */
const THREE_WAY_EVENTS = new Set(['messages', 'replies', 'quotedReplies', 'reactions']);
const EVENT_SECTIONS = new Set(['group', 'oneOnOne', 'call']);
const THROTTLE_SECTIONS = new Set(['email', 'sms']);

export const INTERVAL_RANGE: SettingRange = { min: 60, max: 86400 };
export const PER_DAY_RANGE: SettingRange = { min: 1, max: 30 };

/** The documented range of the number at `path`, or undefined where none is documented. */
export function settingRange(path: readonly string[]): SettingRange | undefined {
  const [root, section = '', field = '', ...rest] = path;
  if (rest.length > 0) return undefined;
  if (root === 'templates') return section === 'usePrivacyTemplate' && field === '' ? { min: 1, max: 3 } : undefined;
  if (root !== 'preferences') return undefined;
  if (EVENT_SECTIONS.has(section) && field.endsWith('Setting')) {
    return { min: 1, max: THREE_WAY_EVENTS.has(field.slice(0, -'Setting'.length)) ? 3 : 2 };
  }
  if (section === 'mute' && field === 'dndPreferenceSetting') return { min: 1, max: 2 };
  if (!THROTTLE_SECTIONS.has(section)) return undefined;
  if (field === 'intervalInSeconds') return INTERVAL_RANGE;
  return field === 'maxPerDay' || field === 'maxPerDayPerConversation' ? PER_DAY_RANGE : undefined;
}

export interface RangeProblem {
  path: string[];
  value: number;
  range: SettingRange;
}

/** Every number in a settings tree (or PATCH body) outside its documented range. */
export function rangeProblems(tree: unknown, path: string[] = []): RangeProblem[] {
  if (typeof tree === 'number') {
    const range = settingRange(path);
    return range && (tree < range.min || tree > range.max) ? [{ path, value: tree, range }] : [];
  }
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [];
  return Object.entries(tree).flatMap(([key, value]) => rangeProblems(value, [...path, key]));
}
