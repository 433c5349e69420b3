/**
 * Pure parts of the archive search figure (bench/archive-search.ts): which names are
 * typed, when each key is pressed, and from the frames the page recorded, when each keystroke's
 * rows reached the screen.
 */

/** 8 keys a second: a key every 125 ms. */
export const KEY_INTERVAL_MS = 125;
/** Rows compared with the server's answer in each frame: the first ones on screen, at the top of the list. */
export const ROWS_COMPARED = 5;

export interface ScheduledKey {
  key: string;
  /** What the box holds once this key is typed. */
  text: string;
  /** Milliseconds after the first key. */
  at: number;
}

/** Each character of `text` as one key press, `intervalMs` apart from the first. */
export function keystrokeSchedule(text: string, intervalMs = KEY_INTERVAL_MS): ScheduledKey[] {
  const keys = [...text];
  return keys.map((key, i) => ({ key, text: keys.slice(0, i + 1).join(''), at: i * intervalMs }));
}

/**
 * The first `length` characters of each name at least that long, without repeats, in the order
 * given, `count` of them. Throws when there are fewer: a run needs all of them.
 */
export function pickSearchNames(names: readonly string[], count: number, length: number): string[] {
  const picked: string[] = [];
  for (const name of names) {
    const chars = [...name];
    if (chars.length < length) continue;
    const prefix = chars.slice(0, length).join('');
    if (!picked.includes(prefix)) picked.push(prefix);
    if (picked.length === count) return picked;
  }
  throw new Error(`only ${picked.length} distinct names of ${length} or more characters, ${count} needed`);
}

/** What the archive is asked for as `text` is typed: nothing (the unfiltered list) below `minLength` characters. */
export function queryOf(text: string, minLength: number): string {
  const trimmed = text.trim();
  return [...trimmed].length < minLength ? '' : trimmed;
}

/** What one animation frame showed, recorded in the page whenever it changed. */
export interface SearchFrame {
  /** The frame's time (requestAnimationFrame), in the page's clock. */
  at: number;
  /** The search box's value. */
  value: string;
  /** The page says the rows are an earlier search's (its "Searching" spinner). */
  searching: boolean;
  /** The box says the text is too short to be searched. */
  tooShort: boolean;
  /** Message ids of the first rows on screen, at most `ROWS_COMPARED`. */
  rows: string[];
  /** Records the grid holds (its aria-rowcount less the header row). */
  count: number;
}

/** The server's answer to one query: its first page's ids, in order. */
export interface Answer {
  ids: readonly string[];
}

export interface KeyDown {
  /** The keydown event's timeStamp (page clock). */
  at: number;
  /** What the box holds once this key is typed. */
  text: string;
}

export interface KeystrokeLatency {
  text: string;
  /** Keydown → the first frame showing this query's rows or a later keystroke's; undefined: never. */
  latency: number | undefined;
  /** That frame showed a later keystroke's rows: this one's own answer never reached the screen. */
  superseded: boolean;
}

/**
 * Whether `frame` shows the answer to what was typed as `text`: the box holds it, the page no
 * longer says it is searching, the first rows and the count are the server's answer to its
 * query, and below `minLength` characters the box says the text is too short (the unfiltered
 * list is that keystroke's answer: the page sends nothing for it).
 */
export function frameShows(frame: SearchFrame, text: string, answer: Answer | undefined, minLength: number): boolean {
  if (!answer || frame.value !== text || frame.searching) return false;
  const short = text.trim() !== '' && queryOf(text, minLength) === '';
  if (frame.tooShort !== short || frame.count !== answer.ids.length) return false;
  const expected = answer.ids.slice(0, ROWS_COMPARED);
  return frame.rows.length === expected.length && frame.rows.every((id, i) => id === expected[i]);
}

/**
 * For each keystroke, the time from its keydown to the first frame whose rows are the answer to
 * it or to a later keystroke (a user who typed on sees the newer answer as the one they waited
 * for; the keystroke whose own answer was skipped is marked superseded).
 */
export function keystrokeLatencies(
  keys: readonly KeyDown[],
  frames: readonly SearchFrame[],
  answers: ReadonlyMap<string, Answer>,
  minLength: number,
): KeystrokeLatency[] {
  const byTime = [...frames].sort((a, b) => a.at - b.at);
  return keys.map((key, k) => {
    for (const frame of byTime) {
      if (frame.at < key.at) continue;
      const shown = keys.findIndex(
        (later, j) => j >= k && frameShows(frame, later.text, answers.get(queryOf(later.text, minLength)), minLength),
      );
      if (shown >= 0) return { text: key.text, latency: frame.at - key.at, superseded: shown > k };
    }
    return { text: key.text, latency: undefined, superseded: false };
  });
}
