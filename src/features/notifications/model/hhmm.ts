/**
 * Mute-schedule times are 24-hour HHMM integers on the wire (2015 is 20:15) and entered as
 * "20:15" (or "2015"). Hours above 23 and minutes above 59 are rejected, not wrapped.
 */
export type ParsedTime = { ok: true; value: number } | { ok: false; message: string };

export function parseHHMM(text: string): ParsedTime {
  const trimmed = text.trim();
  const match = /^(\d{1,2}):(\d{2})$/.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!match) return { ok: false, message: 'Enter a time as HH:MM, for example 20:15' };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23) return { ok: false, message: 'Hours go from 00 to 23' };
  if (minutes > 59) return { ok: false, message: 'Minutes go from 00 to 59' };
  return { ok: true, value: hours * 100 + minutes };
}

/** 2015 → "20:15". A stored value that is no time (1275) keeps its digits ("12:75") so the error can point at it. */
export function formatHHMM(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 9999) return String(value);
  const hours = Math.floor(value / 100);
  const minutes = value % 100;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function minutesOfDay(hhmm: number): number {
  return Math.floor(hhmm / 100) * 60 + (hhmm % 100);
}

export interface Segment {
  /** Minutes since midnight, start inclusive. */
  start: number;
  end: number;
}

/**
 * The parts of a day a window covers. A window whose end is before its start crosses
 * midnight: it runs to the end of the day and starts again at 00:00 (drawn as two pieces).
 */
export function windowSegments(from: number, to: number): Segment[] {
  const start = minutesOfDay(from);
  const end = minutesOfDay(to);
  if (start === end) return [];
  if (start < end) return [{ start, end }];
  return [
    { start: 0, end },
    { start, end: 24 * 60 },
  ].filter((s) => s.end > s.start);
}

export function crossesMidnight(from: number, to: number): boolean {
  return minutesOfDay(to) < minutesOfDay(from);
}

/** "22:00 → 08:00 next day" */
export function describeWindow(from: number, to: number): string {
  if (from === to) return `${formatHHMM(from)} → ${formatHHMM(to)} (no time at all)`;
  return `${formatHHMM(from)} → ${formatHHMM(to)}${crossesMidnight(from, to) ? ' next day' : ''}`;
}
